import { MAX_PAGE } from '../http/parse-params.js';

const PAGE_SIZE = 20;

export interface Paged<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

/** TMDB's paging: 20 a page, at most 500 pages, total_results counts everything that matched. */
export function paginate<T, R>(items: readonly T[], page: number, map: (item: T) => R): Paged<R> {
  const start = (page - 1) * PAGE_SIZE;
  return {
    page,
    results: items.slice(start, start + PAGE_SIZE).map(map),
    total_pages: Math.max(1, Math.min(MAX_PAGE, Math.ceil(items.length / PAGE_SIZE))),
    total_results: items.length,
  };
}
