// check-subscription: the caller's Plus status from public.subscribers.
// Same contract as the local backend's /functions/v1/check-subscription:
//   POST (no body) with the user's access token → 200 {subscribed, subscription_end, subscription_tier}
//   no or invalid user token → 401 {error}
// Deploy: supabase functions deploy check-subscription
import { createClient } from '@supabase/supabase-js';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });

  const authorization = req.headers.get('Authorization') ?? '';
  const token = authorization.replace(/^Bearer\s+/i, '');
  // A client acting as the caller: row-level security decides what it can read.
  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false },
  });
  const { data: userData, error: userError } = await supabase.auth.getUser(token);
  if (userError || !userData.user) return json({ error: 'A signed-in user is required' }, 401);

  const { data, error } = await supabase
    .from('subscribers')
    .select('subscribed, subscription_tier, subscription_end')
    .eq('user_id', userData.user.id)
    .maybeSingle();
  if (error) return json({ error: error.message }, 500);

  const active =
    data?.subscribed === true &&
    (!data.subscription_end || Date.parse(data.subscription_end) > Date.now());
  return json({
    subscribed: active,
    subscription_end: active ? data.subscription_end : null,
    subscription_tier: active ? data.subscription_tier : null,
  });
});
