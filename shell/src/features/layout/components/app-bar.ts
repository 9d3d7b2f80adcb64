import { css } from 'styled-components';
import { theme } from 'shared-ui';

/** The header's and the phone top bar's chrome: stuck to the top, translucent over the page. */
export const appBar = css`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.sticky};
  background: ${theme.colors.overlay};
  backdrop-filter: blur(12px);
  border-bottom: 1px solid ${theme.colors.border};
`;
