import { getRuntimeConfig } from '../config/runtime-config';

/**
 * A PostgREST call with the anon key over plain fetch, for public data only (tables everyone may
 * read, RPCs granted to anon). The same request supabase-js makes for a visitor, without making a
 * visitor download supabase-js (~57 KB gzip) to see the home page. Anything tied to a user goes
 * through `getSupabaseClient()`.
 */
export async function publicRest<T>(path: string, body?: unknown): Promise<T> {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const payload: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = (payload as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : `Request failed (${response.status})`);
  }
  return payload as T;
}
