import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { catalogApi, type MediaType, type MonetizationType } from 'shared-core';

/** One row of `/ww/changes`: a title arriving on, or leaving, a service in a country on a day. */
export interface ServiceChange {
  media_type: MediaType;
  id: number;
  title: string;
  poster_path: string | null;
  popularity: number;
  provider_id: number;
  provider_name: string;
  region: string;
  monetization: MonetizationType;
  change: 'arrival' | 'departure';
  /** UTC day, YYYY-MM-DD. */
  date: string;
}

export interface ServiceChangesArgs {
  region: string;
  /** First and last day of the window, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  providerIds: readonly number[];
  change: 'arrival' | 'departure';
}

interface ChangesPage {
  results: ServiceChange[];
  total_pages: number;
}

/** Pages read at most (20 rows each): a few services over two weeks fit in far fewer. */
export const MAX_CHANGE_PAGES = 6;

const isChangesPage = (body: unknown): body is ChangesPage =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as ChangesPage).results) &&
  typeof (body as ChangesPage).total_pages === 'number';

const serviceChangesApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every arrival or departure on the given services in a window (`/ww/changes`, all its pages
     * up to `MAX_CHANGE_PAGES`): the catalog sorts by day, so ranking by popularity needs them all.
     */
    getServiceChanges: build.query<ServiceChange[], ServiceChangesArgs>({
      async queryFn({ region, from, to, providerIds, change }, _api, _extra, fetchPage) {
        const request = (page: number) =>
          fetchPage({
            url: 'ww/changes',
            params: {
              region,
              from,
              to,
              change,
              with_watch_providers: providerIds.join('|'),
              page,
            },
          });
        const first = await request(1);
        if (first.error) return { error: first.error };
        if (!isChangesPage(first.data)) return { error: invalidData };
        const last = Math.min(first.data.total_pages, MAX_CHANGE_PAGES);
        const rest = await Promise.all(
          Array.from({ length: Math.max(0, last - 1) }, (_, index) => request(index + 2)),
        );
        const rows = [...first.data.results];
        for (const page of rest) {
          if (page.error) return { error: page.error };
          if (!isChangesPage(page.data)) return { error: invalidData };
          rows.push(...page.data.results);
        }
        return { data: rows };
      },
      keepUnusedDataFor: 600,
    }),
  }),
});

const invalidData: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'Invalid changes data format received from API',
};

export const { useGetServiceChangesQuery } = serviceChangesApi;
