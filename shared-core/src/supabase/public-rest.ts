import { publicRequest } from './public-request';

/**
 * A PostgREST call with the anon key over plain fetch, for public data only (tables everyone may
 * read, RPCs granted to anon). The same request supabase-js makes for a visitor, without making a
 * visitor download supabase-js (~57 KB gzip) to see the home page. Anything tied to a user goes
 * through `getSupabaseClient()`.
 */
export function publicRest<T>(path: string, body?: unknown): Promise<T> {
  return publicRequest<T>(`rest/v1/${path}`, body);
}

/** `POST /functions/v1/<name>` with the anon key over plain fetch, like `publicRest`. */
export function publicFunction<T>(name: string, body: unknown): Promise<T> {
  return publicRequest<T>(`functions/v1/${name}`, body);
}
