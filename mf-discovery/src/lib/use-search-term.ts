import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page's search term lives in the URL (`?q=`), so the header's search and Back work. */
export function useSearchTerm(): [string, (term: string) => void] {
  const [params, setParams] = useSearchParams();
  const term = params.get('q')?.trim() ?? '';
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
