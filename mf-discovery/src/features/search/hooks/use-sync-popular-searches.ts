import { useCallback, useState } from 'react';
import { getPopularSearches, toastMessages, toastShown, useAppDispatch } from 'shared-core';

/** Update Data: fetches the shared counts again, with a toast saying how it went. */
export function useSyncPopularSearches(): { sync: () => Promise<void>; syncing: boolean } {
  const dispatch = useAppDispatch();
  const [syncing, setSyncing] = useState(false);
  const sync = useCallback(async () => {
    setSyncing(true);
    dispatch(toastShown(toastMessages.popularSearchesSyncing()));
    const result = await dispatch(
      getPopularSearches.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    setSyncing(false);
    dispatch(
      toastShown(
        result.isError
          ? toastMessages.popularSearchesSyncFailed()
          : toastMessages.popularSearchesUpdated(),
      ),
    );
  }, [dispatch]);
  return { sync, syncing };
}
