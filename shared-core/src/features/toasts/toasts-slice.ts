import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { IntlShape } from 'react-intl';
import type { TextMessage } from '../locale/text-message';

export type ToastTone = 'info' | 'success' | 'destructive';

/**
 * A toast's words: text already formatted where it was raised (`intl.formatMessage(...)`), or, where
 * no `useIntl()` exists (thunks, `onQueryStarted`, `toastMessages`), a message of shared-core and
 * its values, which the toaster formats in the page's language. Both are plain data.
 */
export type ToastText = string | { message: TextMessage; values?: Record<string, string | number> };

export interface ToastMessage {
  title: ToastText;
  description?: ToastText;
  tone?: ToastTone;
  /** Milliseconds on screen; null keeps it until dismissed. Defaults by tone. */
  duration?: number | null;
  /** An optional button; its callback is kept out of persisted state by never persisting toasts. */
  action?: { label: ToastText; onClick: () => void };
}

/** A toast's words as the toaster shows them, in the language of `intl`. */
export const formatToastText = (intl: IntlShape, text: ToastText): string =>
  typeof text === 'string' ? text : intl.formatMessage(text.message, text.values);

/** A toast as the toaster shows it, its words formatted by `intl`. */
export function formatToast<T extends ToastMessage>(toast: T, intl: IntlShape) {
  const { title, description, action } = toast;
  return {
    ...toast,
    title: formatToastText(intl, title),
    description: description === undefined ? undefined : formatToastText(intl, description),
    action: action && { label: formatToastText(intl, action.label), onClick: action.onClick },
  };
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
