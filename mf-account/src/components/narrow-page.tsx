import { media, Stack, theme } from 'shared-ui';
import styled from 'styled-components';

/** The column of a settings-like page (Account, Notifications): 760 px at most, centred. */
export const NarrowPage = styled(Stack)`
  max-width: 760px;
  margin: 0 auto;
  padding: ${`${theme.space.xxxl} ${theme.space.xl} 72px`};

  ${media.mobile} {
    padding: ${`${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  }
`;
