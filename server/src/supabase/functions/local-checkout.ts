import type { FastifyInstance } from 'fastify';
import type { SupabaseContext } from '../context.js';
import { writePlusStatus, type PlusPlan, type ServiceEndpoint } from '../plus-status.js';
import { signedInCaller, signInRequired } from './signed-in-caller.js';

const plans: readonly PlusPlan[] = ['monthly', 'yearly'];

/** The plan the body asks for, or undefined when it names none of the two. */
function planOf(body: unknown): PlusPlan | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const plan = (body as { plan?: unknown }).plan;
  return plans.find((known) => known === plan);
}

/**
 * This server's own REST API, reached in-process (`inject`, no socket), with the service-role key:
 * the same requests `pnpm --filter server plus grant` sends to a running backend.
 */
function ownRestApi(app: FastifyInstance, ctx: SupabaseContext): ServiceEndpoint {
  return {
    url: 'http://localhost',
    serviceRoleKey: ctx.keys.serviceRoleKey,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const reply = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      const empty = reply.statusCode === 204 || reply.statusCode === 304;
      return new Response(empty ? null : reply.body, { status: reply.statusCode });
    },
  };
}

/**
 * POST /functions/v1/local-checkout `{ "plan": "monthly" | "yearly" }`, local mode only: the
 * simulated payment of the app's local checkout page. It grants Plus to the caller, the user of
 * a live session (never an email from the body), for one month or one year, through the same
 * writes as `plus grant`, and answers the new status as check-subscription does. Production
 * registers no such route (404): there a payment provider's webhook grants Plus.
 */
export function registerLocalCheckout(app: FastifyInstance, ctx: SupabaseContext): void {
  if (ctx.mode !== 'local') return;
  app.post('/local-checkout', async (request, reply) => {
    const user = await signedInCaller(ctx, request);
    if (!user) return reply.status(401).send(signInRequired);
    const plan = planOf(request.body);
    if (!plan) {
      return reply.status(400).send({ error: 'Choose a plan: { "plan": "monthly" | "yearly" }' });
    }
    const [account] = await ctx.db.query<{ email: string | null }>(
      'select email from auth.users where id = $1',
      [user.userId],
    );
    if (!account?.email) return reply.status(401).send(signInRequired);
    const status = await writePlusStatus(
      ownRestApi(app, ctx),
      { userId: user.userId, email: account.email },
      plan,
    );
    return reply.type('application/json; charset=utf-8').send({
      subscribed: status.subscribed,
      subscription_end: status.subscription_end,
      subscription_tier: status.subscription_tier,
    });
  });
}
