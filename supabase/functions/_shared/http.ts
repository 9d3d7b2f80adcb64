// What the edge functions share: CORS, JSON answers, the service-role client and the caller.
// Supabase bundles `_shared/` into every function that imports from it.
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { sameSecret } from './secrets.ts';

/** The CORS headers of a function's answers: the app calls from its own origin. */
export const corsHeadersFor = (methods: string) => ({
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': `${methods}, OPTIONS`,
});

/** Answers for one function: `allow` is the one method it takes besides the CORS preflight. */
export function responder(allow: 'GET' | 'POST') {
  const corsHeaders = corsHeadersFor(allow);
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { ...corsHeaders, ...headers, 'Content-Type': 'application/json' },
    });
  /** The answer to a preflight or a wrong method, or undefined when the function should go on. */
  const refuseOtherMethods = (req: Request): Response | undefined => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== allow) return json({ error: `Use ${allow}` }, 405);
    return undefined;
  };
  return { json, refuseOtherMethods };
}

/** The service role, inside the function only: its key never reaches the browser. */
export const adminClient = (): SupabaseClient =>
  createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

const bearerToken = (req: Request) =>
  (req.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');

/**
 * The signed-in user behind the request's bearer token, or null (the anon key, no token, or a
 * session that has ended: getUser asks GoTrue, so a signed-out or deleted user is refused).
 */
export async function signedInUser(req: Request, admin: SupabaseClient): Promise<User | null> {
  const { data } = await admin.auth
    .getUser(bearerToken(req))
    .catch(() => ({ data: { user: null } }));
  return data.user ?? null;
}

/**
 * Whether the request's bearer token is this project's service-role key (pg_cron's scheduled call
 * sends it; no browser ever has it).
 */
export function callerIsServiceRole(req: Request): boolean {
  return sameSecret(bearerToken(req), Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '');
}
