import type { SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config';
import { authStorageKey } from './stored-session';

let client: Promise<SupabaseClient> | undefined;
let announceCreated: (client: SupabaseClient) => void = () => {};
const created = new Promise<SupabaseClient>((resolve) => {
  announceCreated = resolve;
});

/**
 * The one Supabase client of the app, created on first use from the runtime config. supabase-js is
 * fetched then, not with the first page, so it costs nothing until someone signs in or is signed in.
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    // supabase-js's own default name, taken from the storage registry so /privacy lists it.
    const supabase = createClient(supabaseUrl, supabaseAnonKey, {
      auth: { storageKey: authStorageKey() },
    });
    announceCreated(supabase);
    return supabase;
  });
  return client;
}

/** Resolves once something has created the client, without creating it. */
export function whenSupabaseClientCreated(): Promise<SupabaseClient> {
  return created;
}
