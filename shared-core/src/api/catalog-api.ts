import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtime-config';

const catalogBaseQuery = retry(
  (args: Parameters<ReturnType<typeof fetchBaseQuery>>[0], api, extraOptions) =>
    fetchBaseQuery({ baseUrl: getRuntimeConfig().catalogUrl })(args, api, extraOptions),
  { maxRetries: 1 },
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
