import type { FastifyInstance } from 'fastify';
import type { SupabaseContext } from '../context.js';
import { runAs } from '../run-as.js';
import { signedInCaller, signInRequired } from './signed-in-caller.js';

interface SubscriptionRow {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

/** The caller's Plus status: the contract of supabase/functions/check-subscription. */
export function registerCheckSubscription(app: FastifyInstance, ctx: SupabaseContext): void {
  app.post('/check-subscription', async (request, reply) => {
    // A live session, as getUser checks in the deployed function: a deleted user's token is refused.
    const user = await signedInCaller(ctx, request);
    if (!user) return reply.status(401).send(signInRequired);
    const [row] = await runAs(ctx.db, user.caller, (tx) =>
      tx.query<SubscriptionRow>(
        `select subscribed, subscription_tier, to_json(subscription_end) #>> '{}' as subscription_end
         from public.subscribers where user_id = auth.uid()`,
      ),
    );
    const active =
      row?.subscribed === true &&
      (!row.subscription_end || Date.parse(row.subscription_end) > Date.now());
    return reply.type('application/json; charset=utf-8').send({
      subscribed: active,
      subscription_end: active ? row.subscription_end : null,
      subscription_tier: active ? row.subscription_tier : null,
    });
  });
}
