// export-account: everything stored about the caller, as one JSON document ("Download my data").
// Same contract as the local backend's /functions/v1/export-account:
//   GET with the user's access token → 200 { exported_at, user, tables: { <table>: [rows] } }
//   no user token, or only the anon key → 401 { error }
// public.export_user_data (supabase/migrations) finds the user-tied tables from their foreign keys
// to auth.users, so a table added later is exported without a change here. Only the service role
// may call it; its key stays inside this function.
// Deploy: supabase functions deploy export-account
import { createClient } from 'jsr:@supabase/supabase-js@2';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'GET') return json({ error: 'Use GET' }, 405);

  const token = (req.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
  const admin = createClient(
    Deno.env.get('SUPABASE_URL')!,
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!,
    { auth: { persistSession: false, autoRefreshToken: false } },
  );
  const { data: userData, error: userError } = await admin.auth.getUser(token);
  if (userError || !userData.user) return json({ error: 'A signed-in user is required' }, 401);

  const { data, error } = await admin.rpc('export_user_data', { p_user_id: userData.user.id });
  if (error) return json({ error: error.message }, 500);
  if (!data) return json({ error: 'A signed-in user is required' }, 401);
  const day = new Date().toISOString().slice(0, 10);
  return json(data, 200, {
    'Content-Disposition': `attachment; filename="watchwhere-data-${day}.json"`,
  });
});
