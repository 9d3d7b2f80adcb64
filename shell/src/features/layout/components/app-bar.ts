import { css } from 'styled-components';

/** The header's and the phone top bar's chrome: stuck to the top, translucent over the page. */
export const appBar = css`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
