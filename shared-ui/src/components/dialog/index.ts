export { Dialog, DialogActions } from './dialog';
export type { DialogProps } from './dialog';
