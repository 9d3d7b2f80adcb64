import { useSyncExternalStore } from 'react';
import {
  addToast,
  createToast,
  removeToast,
  TOAST_LIMIT,
  type Toast,
  type ToastInput,
} from './toast-model';

export interface ToastStore {
  /** Shows a toast and returns its id. */
  show: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  getToasts: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
}

/** A tiny toast store for apps without Redux (or for stories and tests). */
export function createToastStore(limit = TOAST_LIMIT): ToastStore {
  let toasts: readonly Toast[] = [];
  const listeners = new Set<() => void>();
  const update = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  return {
    show: (input) => {
      const toast = createToast(input);
      update(addToast(toasts, toast, limit));
      return toast.id;
    },
    dismiss: (id) => update(removeToast(toasts, id)),
    getToasts: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's current toasts, re-rendering on change. */
export function useToasts(store: ToastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
}
