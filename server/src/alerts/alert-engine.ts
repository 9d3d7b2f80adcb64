import type { Registry } from 'prom-client';
import type { CatalogSource } from '../catalog/http/catalog-request.js';
import type { SupabaseContext } from '../supabase/context.js';
import { smtpSender, smtpSettingsFrom } from '../../../supabase/functions/_shared/smtp-sender.ts';
import { alertMetrics } from './alert-metrics.js';
import { localInboxSender } from './mail-transport.js';
import { runAlerts, type AlertRunSummary } from './run-alerts.js';

/** What the backend needs to run the alert engine: its catalog and the catalog's day. */
export interface AlertEngineSource {
  catalog: CatalogSource;
  /** Today's UTC day as the catalog answers (WATCHWHERE_NOW in local mode, else the clock). */
  today: () => string;
}

export type RunAlertsFor = (run: { asOf?: string; apiUrl: string }) => Promise<AlertRunSummary>;

export interface AlertEngineOptions {
  /** The server's metrics registry, for the engine's run durations and mail results. */
  registry?: Registry;
}

/**
 * The engine as this backend runs it: SMTP when SMTP_HOST is set, else the local inbox in local
 * mode (production without SMTP settings writes alerts but mails nothing).
 */
export function alertEngineFor(
  ctx: SupabaseContext,
  source: AlertEngineSource,
  options: AlertEngineOptions = {},
): RunAlertsFor {
  // Locally a mail catcher's usual port and a sender of its own; a hosted function has neither.
  const smtp = smtpSettingsFrom((name) => process.env[name], {
    port: 587,
    from: 'WatchWhere <alerts@localhost>',
  });
  const sendMail = smtp
    ? smtpSender(smtp)
    : ctx.mode === 'local'
      ? localInboxSender(ctx.db)
      : undefined;
  const observer = options.registry && alertMetrics(options.registry);
  return ({ asOf, apiUrl }) =>
    runAlerts({
      db: ctx.db,
      catalog: source.catalog,
      asOf: asOf ?? source.today(),
      sendMail,
      siteUrl: ctx.auth.siteUrls[0] ?? apiUrl,
      apiUrl: ctx.auth.apiExternalUrl ?? apiUrl,
      secret: ctx.keys.serviceRoleKey,
      observer,
    });
}
