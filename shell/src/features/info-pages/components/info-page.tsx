import { usePageTitle } from 'shared-core';
import styled from 'styled-components';
import { INFO_PAGES } from '../utils/info-page-content';
import { theme } from 'shared-ui';

const Article = styled.article`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${`${theme.space.xxxl} ${theme.space.xl}`};
  line-height: ${theme.typography.lineHeight.normal};

  p {
    color: ${theme.colors.textMuted};
  }
`;

export function InfoPage({ page }: { page: keyof typeof INFO_PAGES }) {
  const { title, paragraphs } = INFO_PAGES[page];
  usePageTitle(title);
  return (
    <Article>
      <h1>{title}</h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Article>
  );
}
