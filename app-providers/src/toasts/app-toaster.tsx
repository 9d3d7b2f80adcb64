import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  formatToast,
  selectToasts,
  toastDismissed,
  useAppDispatch,
  useAppSelector,
} from 'shared-core';
import { Toaster } from 'shared-ui';

/**
 * The app's one toaster: shows the toasts any app dispatched to the shared store, a toast's words
 * formatted here when it carries shared-core's messages (the shell's provider has its catalog).
 */
export function AppToaster() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const shown = useMemo(() => toasts.map((toast) => formatToast(toast, intl)), [intl, toasts]);
  return <Toaster toasts={shown} onDismiss={(id) => dispatch(toastDismissed(id))} />;
}
