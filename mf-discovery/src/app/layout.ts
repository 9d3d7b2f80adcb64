import styled from 'styled-components';
import { media } from 'shared-ui';

/** The content column of every discovery page. */
export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxxl};
  width: 100%;
  max-width: 1320px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};

  ${media.mobile} {
    gap: ${({ theme }) => theme.space.xxl};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xxl}`};
  }
`;
