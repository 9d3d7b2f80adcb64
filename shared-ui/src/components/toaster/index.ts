export { Toaster } from './toaster';
export type { ToasterProps } from './toaster';
export { createToastStore, useToasts } from './toast-store';
export type { ToastStore } from './toast-store';
export {
  addToast,
  removeToast,
  createToast,
  TOAST_LIMIT,
  DEFAULT_TOAST_DURATIONS,
} from './toast-model';
export type { Toast, ToastInput, ToastTone, ToastAction } from './toast-model';
