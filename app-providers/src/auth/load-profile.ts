import type { SupabaseClient } from '@supabase/supabase-js';
import { profileLoaded, type AppDispatch, type Profile } from 'shared-core';

/** Reads the signed-in user's `profiles` row (RLS lets them read only their own). */
export async function loadProfile(supabase: SupabaseClient, userId: string, dispatch: AppDispatch) {
  const { data, error } = await supabase
    .from('profiles')
    .select('*')
    .eq('id', userId)
    .single<Profile>();
  if (error) {
    console.error('Loading the profile failed', error);
    return;
  }
  dispatch(profileLoaded(data));
}
