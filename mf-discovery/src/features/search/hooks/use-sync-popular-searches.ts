import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { toastShown, useAppDispatch } from 'shared-core';
import { getPopularSearches } from '../../../lib/api/popular-searches';
import { searchMessages } from '../search-messages';

/** Update Data: fetches the shared counts again, with a toast saying how it went. */
export function useSyncPopularSearches(): { sync: () => Promise<void>; syncing: boolean } {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [syncing, setSyncing] = useState(false);
  const sync = useCallback(async () => {
    setSyncing(true);
    dispatch(
      toastShown({ title: intl.formatMessage(searchMessages.popularSyncing), tone: 'info' }),
    );
    const result = await dispatch(
      getPopularSearches.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    setSyncing(false);
    dispatch(
      toastShown(
        result.isError
          ? { title: intl.formatMessage(searchMessages.popularSyncFailed), tone: 'destructive' }
          : { title: intl.formatMessage(searchMessages.popularUpdated), tone: 'success' },
      ),
    );
  }, [dispatch, intl]);
  return { sync, syncing };
}
