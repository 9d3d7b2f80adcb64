import { getSupabaseClient } from 'shared-core';

/** Where the mailed reset link lands: /auth, which then asks for the new password. */
export const RECOVERY_PATH = '/auth?recovery=1';

/** Mails a password-reset link; resolves with the server's message on failure, or null. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  const supabase = await getSupabaseClient();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${RECOVERY_PATH}`,
  });
  return error?.message ?? null;
}
