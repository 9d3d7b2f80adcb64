/** Phone screens, as the app's breakpoint has them (shared-ui's `theme.breakpoints`): below 768 px. */
export const MOBILE = '(max-width:767.98px)';
