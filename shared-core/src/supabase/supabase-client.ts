import type { SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config';

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
    const supabase = createClient(supabaseUrl, supabaseAnonKey);
    announceCreated(supabase);
    return supabase;
  });
  return client;
}

/** Resolves once something has created the client, without creating it. */
export function whenSupabaseClientCreated(): Promise<SupabaseClient> {
  return created;
}
