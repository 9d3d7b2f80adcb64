export { Toaster } from './toaster';
export type { ToasterProps } from './toaster';
export type { Toast, ToastTone, ToastAction } from './toast';
