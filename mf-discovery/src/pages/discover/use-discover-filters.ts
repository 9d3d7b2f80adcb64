import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NO_FILTERS, type Filters } from '../../features/filters/utils/filter-state';

/** A service value as the app writes them (a slug: "netflix", "bbc-iplayer"). */
const SERVICE_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isServiceValue = (value: string | null): value is string =>
  value !== null && value.length <= 64 && SERVICE_VALUE.test(value);

/**
 * Discover's filters: `?subscriptions=` pre-selects a platform on load, and every change that
 * leaves exactly one platform writes it back to the URL.
 */
export function useDiscoverFilters(): [Filters, (filters: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => {
    const subscription = params.get('subscriptions');
    return isServiceValue(subscription) ? { ...NO_FILTERS, platforms: [subscription] } : NO_FILTERS;
  });
  const apply = useCallback(
    (next: Filters) => {
      setFilters(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const [only, ...others] = next.platforms;
          if (only && others.length === 0) updated.set('subscriptions', only);
          else updated.delete('subscriptions');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filters, apply];
}
