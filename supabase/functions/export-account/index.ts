// export-account: everything stored about the caller, as one JSON document ("Download my data").
// Same contract as the local backend's /functions/v1/export-account:
//   GET with the user's access token → 200 { exported_at, user, tables: { <table>: [rows] } }
//   no user token, or only the anon key → 401 { error }
// public.export_user_data (supabase/migrations) finds the user-tied tables from their foreign keys
// to auth.users, so a table added later is exported without a change here. Only the service role
// may call it; its key stays inside this function.
// Deploy: supabase functions deploy export-account
import { adminClient, responder, signedInUser } from '../_shared/http.ts';

const { json, refuseOtherMethods } = responder('GET');

Deno.serve(async (req: Request) => {
  const refused = refuseOtherMethods(req);
  if (refused) return refused;

  const admin = adminClient();
  const user = await signedInUser(req, admin);
  if (!user) return json({ error: 'A signed-in user is required' }, 401);

  const { data, error } = await admin.rpc('export_user_data', { p_user_id: user.id });
  if (error) return json({ error: error.message }, 500);
  if (!data) return json({ error: 'A signed-in user is required' }, 401);
  const day = new Date().toISOString().slice(0, 10);
  return json(data, 200, {
    'Content-Disposition': `attachment; filename="watchwhere-data-${day}.json"`,
  });
});
