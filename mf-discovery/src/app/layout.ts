import styled from 'styled-components';
import { media, theme } from 'shared-ui';

/** The content column of every discovery page. */
export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxxl};
  width: 100%;
  max-width: 1320px;
  margin: 0 auto;
  padding: ${`${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};

  ${media.mobile} {
    gap: ${theme.space.xxl};
    padding: ${`${theme.space.lg} ${theme.space.lg} ${theme.space.xxl}`};
  }
`;
