import { getSupabaseClient } from 'shared-core';

/** Sets the signed-in (or recovering) user's new password; the server's message on failure, or null. */
export async function updatePassword(password: string): Promise<string | null> {
  const supabase = await getSupabaseClient();
  const { error } = await supabase.auth.updateUser({ password });
  return error?.message ?? null;
}
