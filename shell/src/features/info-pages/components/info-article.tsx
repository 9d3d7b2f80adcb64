import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle } from 'shared-core';
import { PageTitle, theme } from 'shared-ui';

const Article = styled.article`
  display: grid;
  gap: ${theme.space.xxl};
  max-width: 44rem;
  margin: 0 auto;
  padding: ${`${theme.space.xxxl} ${theme.space.xl}`};
  line-height: ${theme.typography.lineHeight.normal};

  p,
  li,
  dd {
    color: ${theme.colors.textMuted};
  }

  a {
    color: ${theme.colors.accent};
  }
`;

/** Named facts, each name above what it says (a phone's width leaves no room beside it). */
export const FactList = styled.dl`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;

  dt {
    font-weight: ${theme.typography.fontWeight.semibold};
  }

  dd {
    margin: ${theme.space.xxs} 0 0;
  }
`;

/** Paragraphs spaced as a section's lines are. */
export const ParagraphStack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

/** Sentences, one paragraph each, spaced as a section's lines are. */
export const Paragraphs = ({ lines }: { lines: readonly string[] }) => (
  <ParagraphStack>
    {lines.map((line) => (
      <p key={line}>{line}</p>
    ))}
  </ParagraphStack>
);

/** A bulleted list of sentences. */
export const BulletList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding-left: ${theme.space.xl};
`;

const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
`;

const SectionTitle = styled.h2`
  font-size: ${theme.typography.fontSize.lg};
  font-weight: ${theme.typography.fontWeight.bold};
`;

/** One of the footer's pages: its h1 (also the tab's title) and its sections. */
export function InfoArticle({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Article>
      <PageTitle>{title}</PageTitle>
      {children}
    </Article>
  );
}

/** A part of an info page under its own h2, which names the section for screen readers. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Section>
  );
}
