import { useMemo } from 'react';
import { chosenServiceIds, needsServiceList, useWatchProviderListQuery } from 'shared-core';

/**
 * The catalog ids a platform filter stands for (shared-core's one mapping, `chosenServiceIds`):
 * undefined while a service outside the seven named platforms waits for the catalog's list. Empty
 * for a value no service has, so such a filter keeps nothing.
 */
export function useServiceIds(platforms: readonly string[]): number[] | undefined {
  const providers = useWatchProviderListQuery(undefined, { skip: !needsServiceList(platforms) });
  const waiting = needsServiceList(platforms) && !providers.data && !providers.isError;
  return useMemo(
    () => (waiting ? undefined : chosenServiceIds(platforms, providers.data ?? [])),
    [waiting, platforms, providers.data],
  );
}
