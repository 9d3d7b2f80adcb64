import {
  prefetchCatalogConfiguration,
  prefetchPopular,
  prefetchWatchProviderList,
  type RouteDataLoader,
} from 'shared-core';
import { initiateSearchMultiPages } from '../features/search/api/search-multi-pages';
import { prefetchTrending } from '../features/discover/api/get-trending';
import { prefetchPopularSearches } from '../lib/api/popular-searches';
import { searchTermOf } from '../lib/use-search-term';

/** A search's first page, for pages that show `?q=`'s results. */
const loadSearch: RouteDataLoader = ({ dispatch, searchParams }) => {
  const term = searchTermOf(searchParams);
  if (term) dispatch(initiateSearchMultiPages(term));
};

/** Home: the popular searches and titles, or a search's results. */
export const loadHomeData: RouteDataLoader = (input) => {
  input.dispatch(prefetchCatalogConfiguration());
  input.dispatch(prefetchPopularSearches());
  if (searchTermOf(input.searchParams)) loadSearch(input);
  else input.dispatch(prefetchPopular('all'));
};

/** Discover: the popular searches, popular movies and shows, trending, and the services. */
export const loadDiscoverData: RouteDataLoader = ({ dispatch }) => {
  dispatch(prefetchCatalogConfiguration());
  dispatch(prefetchPopularSearches());
  dispatch(prefetchPopular('movie'));
  dispatch(prefetchPopular('tv'));
  dispatch(prefetchTrending());
  dispatch(prefetchWatchProviderList());
};

/** The phone's search page: a search's results. */
export const loadSearchData: RouteDataLoader = (input) => {
  input.dispatch(prefetchCatalogConfiguration());
  loadSearch(input);
};
