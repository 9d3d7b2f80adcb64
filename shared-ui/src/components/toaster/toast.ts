export type ToastTone = 'info' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What the toaster renders; the app's toast model (shared-core's slice) fills these in. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  tone: ToastTone;
  action?: ToastAction;
  /** Milliseconds on screen (paused while hovered or focused); null keeps it until dismissed. */
  duration: number | null;
}
