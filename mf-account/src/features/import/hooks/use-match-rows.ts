import { useCallback, useState } from 'react';
import { ROWS_PER_MATCH_CALL, useMatchRowsMutation } from '../api/match-rows';
import type { ImportRow } from '../utils/import-row';
import type { AnsweredRow } from '../utils/import-preview';

export interface MatchProgress {
  done: number;
  total: number;
}

/**
 * Matches an export's rows on the catalog, 500 a call, one call after another (the catalog's
 * limit counts them), reporting how many rows are done.
 */
export function useMatchRows() {
  const [matchRows] = useMatchRowsMutation();
  const [progress, setProgress] = useState<MatchProgress | null>(null);

  const match = useCallback(
    async (rows: ImportRow[]): Promise<AnsweredRow[]> => {
      const answered: AnsweredRow[] = [];
      setProgress({ done: 0, total: rows.length });
      try {
        for (let start = 0; start < rows.length; start += ROWS_PER_MATCH_CALL) {
          const batch = rows.slice(start, start + ROWS_PER_MATCH_CALL);
          const results = await matchRows(batch).unwrap();
          batch.forEach((row, index) => {
            const result = results[index];
            if (result) answered.push({ row, result });
          });
          setProgress({ done: start + batch.length, total: rows.length });
        }
        return answered;
      } finally {
        setProgress(null);
      }
    },
    [matchRows],
  );

  return { match, progress };
}
