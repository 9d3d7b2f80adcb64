import styled from 'styled-components';
import { theme } from 'shared-ui';

/** Secondary text inside an account card. */
export const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;
