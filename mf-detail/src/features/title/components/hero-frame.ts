import { media, theme } from 'shared-ui';
import styled from 'styled-components';

/** The detail hero's box, shared by the hero and its loading skeleton so nothing moves. */
export const HeroFrame = styled.section`
  display: flex;
  align-items: flex-end;
  height: 80vh;
  min-height: 520px;
  ${media.mobile} {
    height: 100vh;
    min-height: 560px;
  }
`;

/** The hero's page-wide row: the poster beside the text, stacked on phones. */
export const HeroInner = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space.xxl};
  width: 100%;
  max-width: ${theme.layout.pageWidth};
  margin: 0 auto;
  padding: ${`${theme.space.xxxl} ${theme.space.xl}`};
  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    padding: ${`${theme.space.xl} ${theme.space.lg}`};
  }
`;
