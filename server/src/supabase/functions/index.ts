import type { FastifyPluginAsync } from 'fastify';
import type { AlertEngineSource, RunAlertsFor } from '../../alerts/alert-engine.js';
import type { TitleLookup } from '../../catalog/title-lookup.js';
import type { SupabaseContext } from '../context.js';
import { registerCalendarFeed } from './calendar-feed.js';
import { registerCheckSubscription } from './check-subscription.js';
import { registerDeleteAccount } from './delete-account.js';
import { edgeFunctionNames, type DenoFunctions } from './deno-functions.js';
import { denoProxyPlugin } from './deno-proxy.js';
import { registerExportAccount } from './export-account.js';
import { registerLocalCheckout } from './local-checkout.js';
import { registerRecordPopularSearch } from './record-popular-search.js';
import { registerSendAlerts } from './send-alerts.js';
import { registerUnsubscribe } from './unsubscribe.js';

/**
 * The functions under /functions/v1. Each edge function of supabase/functions runs in-process
 * here with the same contract, or, with `deno`, is handed to the Deno function itself; the local
 * checkout exists only here.
 */
export const functionsPlugin: FastifyPluginAsync<{
  ctx: SupabaseContext;
  titles: TitleLookup;
  runAlerts: RunAlertsFor;
  /** The catalog and its day, for the calendar feed. */
  catalog: AlertEngineSource;
  deno?: () => DenoFunctions | undefined;
}> = async (app, { ctx, titles, runAlerts, catalog, deno }) => {
  const inProcess: Record<string, () => void> = {
    'calendar-feed': () => registerCalendarFeed(app, ctx, catalog),
    'check-subscription': () => registerCheckSubscription(app, ctx),
    'delete-account': () => registerDeleteAccount(app, ctx),
    'export-account': () => registerExportAccount(app, ctx),
    'local-checkout': () => registerLocalCheckout(app, ctx),
    'record-popular-search': () => registerRecordPopularSearch(app, ctx, titles),
    'send-alerts': () => registerSendAlerts(app, ctx, runAlerts),
    unsubscribe: () => registerUnsubscribe(app, ctx),
  };
  const handedToDeno = deno ? edgeFunctionNames() : [];
  for (const [name, register] of Object.entries(inProcess))
    if (!handedToDeno.includes(name)) register();
  if (deno) await app.register(denoProxyPlugin, { functions: deno, keys: ctx.keys });
};
