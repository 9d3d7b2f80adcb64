import { getRuntimeConfig } from '../config/runtime-config';

function messageOf(payload: unknown, status: number): string {
  const body = payload as { message?: unknown; error?: unknown } | null;
  if (typeof body?.message === 'string') return body.message;
  if (typeof body?.error === 'string') return body.error;
  return `Request failed (${status})`;
}

/**
 * A call to the Supabase API with the anon key over plain fetch (GET without a body, POST with a
 * JSON one): what supabase-js sends for a visitor, without a visitor downloading supabase-js.
 */
export async function publicRequest<T>(path: string, body?: unknown): Promise<T> {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/${path}`, {
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
  if (!response.ok) throw new Error(messageOf(payload, response.status));
  return payload as T;
}
