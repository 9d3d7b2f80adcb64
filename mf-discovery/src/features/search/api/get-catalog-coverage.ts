import { catalogApi } from 'shared-core';

/** How many titles of one kind the sample catalog holds, and the years they were released in. */
export interface CoverageSpan {
  count: number;
  first_year: number;
  last_year: number;
}

/**
 * What the catalog covers: the offline sample's films and series (anime counted with series), or
 * just `sample: false` for TMDB, which covers everything.
 */
export type CatalogCoverage =
  { sample: true; movie: CoverageSpan; tv: CoverageSpan } | { sample: false };

const isYear = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;

function parseSpan(raw: unknown): CoverageSpan {
  const span = (raw ?? {}) as Partial<Record<keyof CoverageSpan, unknown>>;
  if (!isYear(span.first_year) || !isYear(span.last_year) || !Number.isInteger(span.count)) {
    throw new Error('Invalid catalog coverage received from API');
  }
  return { count: Number(span.count), first_year: span.first_year, last_year: span.last_year };
}

/** Checks a `/ww/coverage` answer: a malformed one is a failure, never a made-up span. */
export function parseCatalogCoverage(raw: unknown): CatalogCoverage {
  const body = (raw ?? {}) as { sample?: unknown; movie?: unknown; tv?: unknown };
  if (body.sample === false) return { sample: false };
  if (body.sample !== true) throw new Error('Invalid catalog coverage received from API');
  return { sample: true, movie: parseSpan(body.movie), tv: parseSpan(body.tv) };
}

const catalogCoverageApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** `/ww/coverage`, asked for only when a search found nothing (it changes once a day at most). */
    getCatalogCoverage: build.query<CatalogCoverage, void>({
      query: () => 'ww/coverage',
      transformResponse: parseCatalogCoverage,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCatalogCoverageQuery } = catalogCoverageApi;
