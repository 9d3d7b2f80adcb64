import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useWatchProviderListQuery } from 'shared-core';
import { emptyReason, unavailableReason } from '../utils/empty-reason';
import type { Filters } from '../utils/filter-state';

export interface EmptyReasons {
  /** What an empty section says under the filters (undefined: the grid's default). */
  section: string | undefined;
  /** Set when no chosen service exists in the region: "Hulu is not available in …". */
  unavailable: string | undefined;
}

/** Why filtered lists come out empty in `region`, named from the catalog's list of services. */
export function useEmptyReasons(filters: Filters, region: string): EmptyReasons {
  const intl = useIntl();
  const { data: providers = [] } = useWatchProviderListQuery();
  return useMemo(
    () => ({
      section: emptyReason(intl, filters, region, providers),
      unavailable: unavailableReason(intl, filters, region, providers),
    }),
    [intl, filters, region, providers],
  );
}
