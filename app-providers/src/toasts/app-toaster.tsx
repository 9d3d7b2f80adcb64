import { selectToasts, toastDismissed, useAppDispatch, useAppSelector } from 'shared-core';
import { Toaster } from 'shared-ui';

/** The app's one toaster: shows the toasts any app dispatched to the shared store. */
export function AppToaster() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  return <Toaster toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} />;
}
