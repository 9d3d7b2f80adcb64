import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { truncateSearchQuery } from 'shared-core';

/** The search term a URL's query names (`?q=`), cut to what a search takes. */
export const searchTermOf = (params: URLSearchParams) =>
  truncateSearchQuery(params.get('q')?.trim() ?? '').trim();

/**
 * The page's search term lives in the URL (`?q=`), so the header's search and Back work. A longer
 * `?q=` than a search takes (a pasted link) is cut to its first 200 characters.
 */
export function useSearchTerm(): [string, (term: string) => void] {
  const [params, setParams] = useSearchParams();
  const term = searchTermOf(params);
  const setTerm = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      }),
    [setParams],
  );
  return [term, setTerm];
}
