import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Searching from outside home (the phone's /search, the header): home shows the results (`/?q=`). */
export function useSearchOnHome(): (term: string) => void {
  const navigate = useNavigate();
  return useCallback((term: string) => navigate(`/?q=${encodeURIComponent(term)}`), [navigate]);
}
