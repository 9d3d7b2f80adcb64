import type { SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client of the app, created on first use from the runtime config. supabase-js is
 * fetched then, not with the first page, so it costs nothing until someone signs in or is signed in.
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    return createClient(supabaseUrl, supabaseAnonKey);
  });
  return client;
}
