import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastTone = 'info' | 'success' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds on screen; null keeps it until dismissed. Defaults by tone. */
  duration?: number | null;
  /** An optional button; its callback is kept out of persisted state by never persisting toasts. */
  action?: { label: string; onClick: () => void };
}

/** The apps' one toast model; shared-ui's `Toaster` renders these as they are. */
export interface Toast extends ToastMessage {
  id: string;
  tone: ToastTone;
  duration: number | null;
}

/** One toast visible at a time; error toasts stay 5 s. */
const TOAST_LIMIT = 1;
const DEFAULT_DURATIONS: Record<ToastTone, number> = {
  destructive: 5000,
  success: 4000,
  info: 4000,
};

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items = [action.payload, ...state.items].slice(0, TOAST_LIMIT);
      },
      prepare(message: ToastMessage) {
        const tone = message.tone ?? 'info';
        const duration =
          message.duration === undefined ? DEFAULT_DURATIONS[tone] : message.duration;
        return { payload: { ...message, id: nanoid(), tone, duration } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: { selectToasts: (state) => state.items },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
