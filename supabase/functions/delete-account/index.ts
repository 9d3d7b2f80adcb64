// delete-account: deletes the caller's account and everything tied to it.
// Same contract as the local backend's /functions/v1/delete-account:
//   POST { "confirm": "<the account's email>" } with the user's access token → 200 { deleted: true }
//   email missing or not the account's (compared case-insensitively) → 400 { error }
//   no user token, or only the anon key → 401 { error }
// auth.admin.deleteUser removes the auth user with its sessions, refresh tokens and identities;
// every public table tied to a user references auth.users (id) on delete cascade, so its rows go
// in the same transaction. The service-role key stays inside this function.
// Deploy: supabase functions deploy delete-account
import { createClient } from 'jsr:@supabase/supabase-js@2';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });

async function typedConfirmation(req: Request): Promise<string | undefined> {
  const body: unknown = await req.json().catch(() => undefined);
  const confirm = (body as { confirm?: unknown } | undefined)?.confirm;
  return typeof confirm === 'string' && confirm.trim() !== '' ? confirm.trim() : undefined;
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return json({ error: 'Use POST' }, 405);

  const token = (req.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
  const admin = createClient(
    Deno.env.get('SUPABASE_URL')!,
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!,
    { auth: { persistSession: false, autoRefreshToken: false } },
  );
  // getUser asks GoTrue, so a token whose session has ended (signed out, deleted) is refused.
  const { data: userData, error: userError } = await admin.auth.getUser(token);
  if (userError || !userData.user) return json({ error: 'A signed-in user is required' }, 401);
  const user = userData.user;

  const confirm = await typedConfirmation(req);
  if (!confirm) return json({ error: 'Confirm with { "confirm": "<your account email>" }' }, 400);
  if (confirm.toLowerCase() !== (user.email ?? '').toLowerCase()) {
    return json({ error: 'The email does not match this account' }, 400);
  }

  const { error } = await admin.auth.admin.deleteUser(user.id);
  if (error) return json({ error: error.message }, 500);
  return json({ deleted: true });
});
