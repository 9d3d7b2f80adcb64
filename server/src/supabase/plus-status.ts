/** Where a backend answers and the service-role key it accepts. */
export interface ServiceEndpoint {
  url: string;
  serviceRoleKey: string;
  /** How to reach it; the global fetch by default (the backend itself passes an in-process one). */
  fetch?: typeof fetch;
}

/** How long a grant lasts: `plus grant` gives a year; the local checkout sells either plan. */
export type PlusPlan = 'monthly' | 'yearly';

export interface PlusStatus {
  email: string;
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

/** The end of a plan bought now: the same day one month or one year ahead (UTC). */
function planEnd(plan: PlusPlan, now = new Date()): string {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + (plan === 'monthly' ? 1 : 12));
  return end.toISOString();
}

/**
 * Grants or revokes Plus for a user by email, through the REST API with the service-role key
 * (the only role allowed to write `subscribers` and `profiles.is_premium`).
 */
export async function setPlusStatus(
  endpoint: ServiceEndpoint,
  rawEmail: string,
  subscribed: boolean,
): Promise<PlusStatus> {
  const email = rawEmail.trim().toLowerCase();
  const profiles = (await call(
    endpoint,
    'GET',
    `profiles?select=id&email=eq.${encodeURIComponent(email)}`,
  )) as { id: string }[];
  const userId = profiles[0]?.id;
  if (!userId) throw new Error(`No user with email ${email}: sign up first.`);
  return writePlusStatus(endpoint, { userId, email }, subscribed ? 'yearly' : null);
}

/**
 * Writes one user's Plus status (a plan from now, or `null` to revoke) the way `plus grant` does:
 * the `subscribers` row and `profiles.is_premium`, through the REST API as the service role.
 */
export async function writePlusStatus(
  endpoint: ServiceEndpoint,
  user: { userId: string; email: string },
  plan: PlusPlan | null,
): Promise<PlusStatus> {
  const { userId, email } = user;
  const subscribed = plan !== null;
  const status = {
    email,
    subscribed,
    subscription_tier: subscribed ? 'Plus' : null,
    subscription_end: plan ? planEnd(plan) : null,
  };
  await call(
    endpoint,
    'POST',
    'subscribers?on_conflict=user_id',
    { user_id: userId, ...status },
    'resolution=merge-duplicates',
  );
  await call(endpoint, 'PATCH', `profiles?id=eq.${userId}`, { is_premium: subscribed });
  return status;
}

async function call(
  endpoint: ServiceEndpoint,
  method: string,
  path: string,
  body?: unknown,
  prefer?: string,
) {
  const response = await (endpoint.fetch ?? fetch)(`${endpoint.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: endpoint.serviceRoleKey,
      authorization: `Bearer ${endpoint.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: ['return=representation', prefer].filter(Boolean).join(','),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} failed with ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}
