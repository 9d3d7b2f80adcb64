// Popular searches are this remote's alone: their calls live here and join shared-core's catalog
// API when this remote loads (RTK Query's injectEndpoints), so the discovery team ships a change to
// them without a shell release.
import { backendError, catalogApi, publicFunction, publicRest, type MediaType } from 'shared-core';

/** A row of the shared `popular_searches` table. */
export interface PopularSearch {
  tmdb_id: number;
  media_type: MediaType;
  title: string;
  /** The catalog's relative poster path ("/abc.jpg"), or null. */
  poster_path: string | null;
  count: number;
}

export type PopularSearchClick = Omit<PopularSearch, 'count'>;

/** Only the 10 most searched titles are listed. */
const POPULAR_SEARCHES_LIMIT = 10;

const TOP_SEARCHES = `popular_searches?select=tmdb_id,media_type,title,poster_path,count&order=count.desc&limit=${POPULAR_SEARCHES_LIMIT}`;

const byCountDesc = (a: PopularSearch, b: PopularSearch) => b.count - a.count;
const sameTitle = (a: PopularSearchClick) => (b: PopularSearchClick) =>
  a.tmdb_id === b.tmdb_id && a.media_type === b.media_type;

/** Adds one click to a list, as the server will, and keeps the top 10 in order. */
export function countClick(list: PopularSearch[], click: PopularSearchClick): PopularSearch[] {
  const existing = list.find(sameTitle(click));
  const next = existing
    ? list.map((entry) => (entry === existing ? { ...entry, count: entry.count + 1 } : entry))
    : [...list, { ...click, count: 1 }];
  return next.sort(byCountDesc).slice(0, POPULAR_SEARCHES_LIMIT);
}

const popularSearchesApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['PopularSearches'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The shared top 10 from the backend, most searched first. */
      getPopularSearches: build.query<PopularSearch[], void>({
        async queryFn() {
          try {
            return { data: await publicRest<PopularSearch[]>(TOP_SEARCHES) };
          } catch (error) {
            return backendError(error);
          }
        },
        providesTags: ['PopularSearches'],
      }),
      /**
       * +1 for a title someone opened, shown at once. The `record-popular-search` function takes
       * only the title's type and id (the backend looks up its name and poster) and counts one
       * click per visitor and title a minute (a repeat within it answers `counted: false`; the
       * click stays shown, as every click is).
       */
      countPopularSearch: build.mutation<null, PopularSearchClick>({
        async queryFn(click) {
          try {
            await publicFunction('record-popular-search', {
              media_type: click.media_type,
              tmdb_id: click.tmdb_id,
            });
            return { data: null };
          } catch (error) {
            return backendError(error);
          }
        },
        async onQueryStarted(click, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            popularSearchesApi.util.updateQueryData('getPopularSearches', undefined, (list) =>
              countClick(list, click),
            ),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
      }),
    }),
  });

export const { useGetPopularSearchesQuery } = popularSearchesApi;

/** Starts the top 10's query before any page asks for it (home and Discover show it first). */
export const prefetchPopularSearches = () =>
  popularSearchesApi.util.prefetch('getPopularSearches', undefined, {});

/**
 * Counts a click, dispatched rather than through a mutation hook: the hook subscribes its
 * component to the store, and every poster card can count one (25 subscriptions on Discover,
 * each run on every store update).
 */
export const countPopularSearch = (click: PopularSearchClick) =>
  popularSearchesApi.endpoints.countPopularSearch.initiate(click, { track: false });
export const getPopularSearches = popularSearchesApi.endpoints.getPopularSearches;
