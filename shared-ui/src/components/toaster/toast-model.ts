export type ToastTone = 'info' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  tone: ToastTone;
  action?: ToastAction;
  /** Milliseconds on screen (paused while hovered or focused); null keeps it until dismissed. */
  duration: number | null;
}

export type ToastInput = Omit<Toast, 'id' | 'tone' | 'duration'> &
  Partial<Pick<Toast, 'id' | 'tone' | 'duration'>>;

/** How many toasts are visible at once. */
export const TOAST_LIMIT = 1;

export const DEFAULT_TOAST_DURATIONS: Record<ToastTone, number> = {
  destructive: 5000,
  success: 4000,
  info: 4000,
};

let lastId = 0;

/** Fills in id, tone ("info") and the tone's default duration. */
export function createToast(input: ToastInput): Toast {
  const tone = input.tone ?? 'info';
  lastId += 1;
  return {
    ...input,
    id: input.id ?? `toast-${lastId}`,
    tone,
    duration: input.duration === undefined ? DEFAULT_TOAST_DURATIONS[tone] : input.duration,
  };
}

/**
 * The list after showing `toast`: newest first, at most `limit` long, and a toast with the same id
 * is replaced. Pure, so a Redux reducer can use it too.
 */
export function addToast(toasts: readonly Toast[], toast: Toast, limit = TOAST_LIMIT): Toast[] {
  return [toast, ...toasts.filter((existing) => existing.id !== toast.id)].slice(0, limit);
}

export function removeToast(toasts: readonly Toast[], id: string): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}
