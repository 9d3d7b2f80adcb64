import {
  createApi,
  fetchBaseQuery,
  retry,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtime-config';

/** A 4xx is the catalog's answer (an unknown title, a bad query): asking again cannot change it. */
const isClientError = (error: FetchBaseQueryError) =>
  typeof error.status === 'number' && error.status >= 400 && error.status < 500;

// One retry, with back-off, for what may pass: the network, a timeout, a 5xx.
const catalogBaseQuery = retry(
  (args: Parameters<ReturnType<typeof fetchBaseQuery>>[0], api, extraOptions) =>
    fetchBaseQuery({ baseUrl: getRuntimeConfig().catalogUrl })(args, api, extraOptions),
  {
    retryCondition: (error, _args, { attempt }) =>
      attempt <= 1 && !isClientError(error as FetchBaseQueryError),
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
