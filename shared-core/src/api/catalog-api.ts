import {
  createApi,
  fetchBaseQuery,
  retry,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtime-config';
import { catalogSourceSeen, type CatalogState } from '../features/catalog/catalog-slice';
import { sampleMarkerOf } from '../features/catalog/catalog-source';
import { DEFAULT_LOCALE, isLocale } from '../features/locale/locales';
import type { LocaleState } from '../features/locale/locale-slice';

type FetchArgs = Parameters<ReturnType<typeof fetchBaseQuery>>[0];

/**
 * Every call in the page's language (`language=de`…), so names, genres and overviews come in it;
 * English, the catalog's default, and the test pseudo-locale ask without one.
 */
function inLanguage(args: FetchArgs, locale: unknown): FetchArgs {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return args;
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, params: { ...request.params, language: locale } };
}

/** A 4xx is the catalog's answer (an unknown title, a bad query): asking again cannot change it. */
const isClientError = (error: FetchBaseQueryError) =>
  typeof error.status === 'number' && error.status >= 400 && error.status < 500;

/**
 * A server render has 400 ms, less than a retry's back-off: there a failure is final, the page
 * says its data is unavailable, and the browser asks again.
 */
const inBrowser = () => typeof document !== 'undefined';

// One retry, with back-off, for what may pass: the network, a timeout, a 5xx. Each answer also
// tells the store whether the catalog serves sample data (the credits read it; no extra request).
const catalogBaseQuery = retry(
  async (args: FetchArgs, api, extraOptions) => {
    const locale = (api.getState() as { locale?: LocaleState }).locale?.current;
    const result = await fetchBaseQuery({ baseUrl: getRuntimeConfig().catalogUrl })(
      inLanguage(args, locale),
      api,
      extraOptions,
    );
    const isSample = sampleMarkerOf(args, result.data, result.meta);
    const known = (api.getState() as { catalog?: CatalogState }).catalog?.isSample;
    if (isSample !== undefined && isSample !== known) api.dispatch(catalogSourceSeen(isSample));
    return result;
  },
  {
    retryCondition: (error, _args, { attempt }) =>
      inBrowser() && attempt <= 1 && !isClientError(error as FetchBaseQueryError),
  },
);

/**
 * The one RTK Query API for catalog (TMDB-compatible) data. Endpoints are added by feature code
 * with `catalogApi.injectEndpoints`, one file per call.
 */
export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: catalogBaseQuery,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
