import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  selectProfile,
  selectUser,
  toastMessages,
  toastShown,
  useAddNotifyRequestMutation,
  useAppDispatch,
  useAppSelector,
  useGetNotifyRequestQuery,
  useRemoveNotifyRequestMutation,
  useSignInPath,
  type ContentKey,
} from 'shared-core';

export interface NotifyMe {
  subscribed: boolean;
  busy: boolean;
  toggle(): Promise<void>;
}

const errorMessage = (error: unknown) =>
  (error as { error?: string } | undefined)?.error ?? 'Please try again.';

/**
 * "Tell me when this is on my services": a row in `notify_requests` for signed-in users; guests
 * are asked to sign in. The account's "content available" preference decides whether alerts go out.
 */
export function useNotifyMe(title: ContentKey, titleName: string): NotifyMe {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const userId = useAppSelector(selectUser)?.id;
  const alertsOn = useAppSelector(selectProfile)?.content_available !== false;
  const key = useMemo(() => (userId ? { userId, title } : undefined), [userId, title]);
  const { data: subscribed = false, isFetching } = useGetNotifyRequestQuery(key!, { skip: !key });
  const [add, added] = useAddNotifyRequestMutation();
  const [remove, removed] = useRemoveNotifyRequestMutation();

  const toggle = useCallback(async () => {
    if (!key) {
      const signIn = () => navigate(signInPath);
      dispatch(toastShown(toastMessages.notifyNeedsSignIn(signIn)));
      return;
    }
    const result = subscribed ? await remove(key) : await add({ ...key, titleName });
    if (result.error) {
      dispatch(toastShown(toastMessages.notifyFailed(errorMessage(result.error))));
    } else {
      dispatch(
        toastShown(
          subscribed
            ? toastMessages.notifyCancelled(titleName)
            : toastMessages.notifySubscribed(titleName, alertsOn),
        ),
      );
    }
  }, [add, alertsOn, dispatch, key, navigate, remove, signInPath, subscribed, titleName]);

  return { subscribed, busy: isFetching || added.isLoading || removed.isLoading, toggle };
}
