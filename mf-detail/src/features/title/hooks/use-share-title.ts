import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toastShown, useAppDispatch } from 'shared-core';
import { titleToasts } from '../title-messages';

/** The native share sheet when there is one, otherwise the link is copied; errors are only logged. */
export function useShareTitle(title: string): () => Promise<void> {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      dispatch(toastShown(titleToasts.linkCopied(intl)));
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError')
        console.error('Sharing failed', error);
    }
  }, [dispatch, intl, title]);
}
