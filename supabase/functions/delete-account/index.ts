// delete-account: deletes the caller's account and everything tied to it.
// Same contract as the local backend's /functions/v1/delete-account:
//   POST { "confirm": "<the account's email>" } with the user's access token → 200 { deleted: true }
//   email missing or not the account's (compared case-insensitively) → 400 { error }
//   no user token, or only the anon key → 401 { error }
// auth.admin.deleteUser removes the auth user with its sessions, refresh tokens and identities;
// every public table tied to a user references auth.users (id) on delete cascade, so its rows go
// in the same transaction. The service-role key stays inside this function.
// Deploy: supabase functions deploy delete-account
import { adminClient, responder, signedInUser } from '../_shared/http.ts';

const { json, refuseOtherMethods } = responder('POST');

async function typedConfirmation(req: Request): Promise<string | undefined> {
  const body: unknown = await req.json().catch(() => undefined);
  const confirm = (body as { confirm?: unknown } | undefined)?.confirm;
  return typeof confirm === 'string' && confirm.trim() !== '' ? confirm.trim() : undefined;
}

Deno.serve(async (req: Request) => {
  const refused = refuseOtherMethods(req);
  if (refused) return refused;

  const admin = adminClient();
  const user = await signedInUser(req, admin);
  if (!user) return json({ error: 'A signed-in user is required' }, 401);

  const confirm = await typedConfirmation(req);
  if (!confirm) return json({ error: 'Confirm with { "confirm": "<your account email>" }' }, 400);
  if (confirm.toLowerCase() !== (user.email ?? '').toLowerCase()) {
    return json({ error: 'The email does not match this account' }, 400);
  }

  const { error } = await admin.auth.admin.deleteUser(user.id);
  if (error) return json({ error: error.message }, 500);
  return json({ deleted: true });
});
