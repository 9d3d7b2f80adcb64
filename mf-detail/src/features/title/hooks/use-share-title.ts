import { useCallback } from 'react';
import { toastShown, useAppDispatch } from 'shared-core';
import { titleMessages } from '../title-messages';

/** The native share sheet when there is one, otherwise the link is copied; errors are only logged. */
export function useShareTitle(title: string): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      dispatch(toastShown(titleMessages.linkCopied()));
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError')
        console.error('Sharing failed', error);
    }
  }, [dispatch, title]);
}
