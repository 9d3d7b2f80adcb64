import { catalogApi, type MediaType } from 'shared-core';
import type { ImportRow } from '../utils/import-row';

/** A catalog title a row matched or might be. */
export interface MatchedTitle {
  media_type: MediaType;
  id: number;
  title: string;
  release_year: number | null;
  poster_path: string | null;
}

export interface MatchResult {
  line: number | null;
  status: 'matched' | 'choice' | 'not_found' | 'invalid';
  match?: MatchedTitle;
  candidates?: MatchedTitle[];
  reason?: string;
}

/** The most rows the catalog matches in one call. */
export const ROWS_PER_MATCH_CALL = 500;

const matchRowsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** Up to 500 rows of an export matched to catalog titles, one answer per row in order. */
    matchRows: build.mutation<MatchResult[], ImportRow[]>({
      async queryFn(rows, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: '/ww/match', method: 'POST', body: { rows } });
        if (answer.error) return { error: answer.error };
        return { data: (answer.data as { results: MatchResult[] }).results };
      },
    }),
  }),
});

export const { useMatchRowsMutation } = matchRowsApi;
