import type { FastifyPluginAsync } from 'fastify';
import type { RunAlertsFor } from '../../alerts/alert-engine.js';
import type { TitleLookup } from '../../catalog/title-lookup.js';
import type { SupabaseContext } from '../context.js';
import { registerDeleteAccount } from './delete-account.js';
import { registerExportAccount } from './export-account.js';
import { registerLocalCheckout } from './local-checkout.js';
import { registerRecordPopularSearch } from './record-popular-search.js';
import { registerSendAlerts } from './send-alerts.js';
import { registerUnsubscribe } from './unsubscribe.js';
import { signedInCaller, signInRequired } from './signed-in-caller.js';
import { runAs } from '../run-as.js';

interface SubscriptionRow {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

/**
 * Edge functions under /functions/v1, run in-process. `check-subscription` has the same contract
 * as supabase/functions/check-subscription (the Deno function deployed to a real project).
 */
export const functionsPlugin: FastifyPluginAsync<{
  ctx: SupabaseContext;
  titles: TitleLookup;
  runAlerts: RunAlertsFor;
}> = async (app, { ctx, titles, runAlerts }) => {
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

  registerDeleteAccount(app, ctx);
  registerExportAccount(app, ctx);
  registerLocalCheckout(app, ctx);
  registerRecordPopularSearch(app, ctx, titles);
  registerSendAlerts(app, ctx, runAlerts);
  registerUnsubscribe(app, ctx);
};
