import type { Dispatch } from '@reduxjs/toolkit';
import { backendError } from '../../../api/backend-error';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';

/** A change the backend refused: the error's message in a toast, and the endpoint's failure. */
export function watchlistChangeFailed(error: { message: string }, dispatch: Dispatch) {
  dispatch(toastShown(toastMessages.genericError(error.message)));
  return backendError(error);
}
