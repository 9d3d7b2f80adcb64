import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media, Stack, theme } from 'shared-ui';

const Section = styled(Stack)`
  position: relative;
  padding: ${`${theme.space.xxxl} 0 ${theme.space.md}`};
  text-align: center;

  &::before {
    content: '';
    position: absolute;
    inset: -32px 0 auto;
    height: 420px;
    background: radial-gradient(50% 60% at 50% 0%, ${theme.colors.accentTint} 0%, transparent 70%);
    pointer-events: none;
    z-index: -1;
  }

  ${media.mobile} {
    padding-top: ${theme.space.xl};
  }
`;

const Title = styled.h1`
  max-width: 820px;
  color: ${theme.colors.text};
  font-size: clamp(2rem, 5vw, 3.5rem);
  font-weight: ${theme.typography.fontWeight.black};
  line-height: 1.05;
  letter-spacing: ${theme.typography.letterSpacing.tight};
`;

const Subtitle = styled.p`
  max-width: 620px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.lg};

  ${media.mobile} {
    font-size: ${theme.typography.fontSize.md};
  }
`;

const SearchSlot = styled.div`
  width: 100%;
  max-width: 720px;
  margin-top: ${theme.space.md};
  text-align: left;
`;

/** Home's hero: the headline and subtitle, then the search box and the demo switch. */
export function Hero({ search, children }: { search: ReactNode; children?: ReactNode }) {
  return (
    <Section as="section" align="center" gap="lg">
      <Title>
        <FormattedMessage
          defaultMessage="Find Where to Watch Anywhere in the World"
          id="S5I+PN"
          description="Home: main headline"
        />
      </Title>
      <Subtitle>
        <FormattedMessage
          defaultMessage="Discover which streaming services offer your favorite movies and TV shows"
          id="cdeoBR"
          description="Home: line under the main headline"
        />
      </Subtitle>
      <SearchSlot>{search}</SearchSlot>
      {children}
    </Section>
  );
}
