import { useCallback, useState } from 'react';
import { toastShown, useAppDispatch } from 'shared-core';
import { getPopularSearches } from '../../../lib/api/popular-searches';
import { popularSearchesMessages } from '../popular-searches-messages';

/** Update Data: fetches the shared counts again, with a toast saying how it went. */
export function useSyncPopularSearches(): { sync: () => Promise<void>; syncing: boolean } {
  const dispatch = useAppDispatch();
  const [syncing, setSyncing] = useState(false);
  const sync = useCallback(async () => {
    setSyncing(true);
    dispatch(toastShown(popularSearchesMessages.syncing()));
    const result = await dispatch(
      getPopularSearches.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    setSyncing(false);
    dispatch(
      toastShown(
        result.isError ? popularSearchesMessages.syncFailed() : popularSearchesMessages.updated(),
      ),
    );
  }, [dispatch]);
  return { sync, syncing };
}
