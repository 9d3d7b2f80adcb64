import { useCallback, useState } from 'react';
import { toastShown, useAppDispatch } from 'shared-core';
import { getPopularSearches } from '../../../lib/api/popular-searches';
import { searchMessages } from '../search-messages';

/** Update Data: fetches the shared counts again, with a toast saying how it went. */
export function useSyncPopularSearches(): { sync: () => Promise<void>; syncing: boolean } {
  const dispatch = useAppDispatch();
  const [syncing, setSyncing] = useState(false);
  const sync = useCallback(async () => {
    setSyncing(true);
    dispatch(toastShown(searchMessages.popularSearchesSyncing()));
    const result = await dispatch(
      getPopularSearches.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    setSyncing(false);
    dispatch(
      toastShown(
        result.isError
          ? searchMessages.popularSearchesSyncFailed()
          : searchMessages.popularSearchesUpdated(),
      ),
    );
  }, [dispatch]);
  return { sync, syncing };
}
