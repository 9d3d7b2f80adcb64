// send-alerts: one run of the alert engine. Same contract as the local backend's
// /functions/v1/send-alerts (server/src/alerts/run-alerts.ts), sharing its words, mail and checks
// (_shared/alert-mail.ts, mail-messages.ts, alert-run.ts, run-day.ts); pg_cron calls it every hour
// (migrations/20261123190000_schedule_alerts.sql):
//   POST {} or { "as_of": "YYYY-MM-DD" } with the service-role key as the bearer token →
//     200 { as_of, changes_recorded, alerts: { available, new_on_service, leaving_soon, left,
//           digest, plan_start, plan_cancel }, mails_sent, mails_failed, complete }
//   any other caller → 403 { error }; as_of not a calendar day of this century → 400 { error }
//   the catalog unreachable → 502 { error }; a missing setting → 500 { error }
// A run records the catalog's changes around the day (record-changes.ts), writes the alerts due,
// matching every member in one statement (public.match_alerts) that also queues one mail per
// member who wants mail in the outbox, then sends what the outbox holds (_shared/alert-outbox.ts).
// It stops starting work when ALERT_RUN_BUDGET_SECONDS are spent (default 100: the free plan's
// wall clock is 150 s) and says `complete: false`; the next run goes on from there. Running it
// again for the same day creates and mails nothing. Without as_of it runs as of today (UTC).
// Settings: CATALOG_URL (the catalog service's base, as record-popular-search reads it); SITE_URL
// (the app's address, for the links in the mail); SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS,
// SMTP_FROM (without SMTP_HOST alerts are written but not mailed); ALERT_RUN_BUDGET_SECONDS;
// CATALOG_INTERNAL_TOKEN (the catalog's, so its per-client limit leaves the engine alone).
// Deploy: supabase secrets set CATALOG_URL=… SITE_URL=… SMTP_HOST=… (supabase/README.md)
//         supabase functions deploy send-alerts
import type { SupabaseClient } from '@supabase/supabase-js';
import { outboxOver, queueAlertsOver } from '../_shared/alert-database.ts';
import type { AlertMailer } from '../_shared/alert-outbox.ts';
import { runAlertEngine } from '../_shared/alert-run.ts';
import { adminClient, callerIsServiceRole, responder } from '../_shared/http.ts';
import { asOfFrom, runDayUsage } from '../_shared/run-day.ts';
import { smtpSender, smtpSettingsFrom } from '../_shared/smtp-sender.ts';
import { CatalogUnavailable, recordCatalogChanges, rpcCaller } from './record-changes.ts';

const DEFAULT_BUDGET_SECONDS = 100;

const { json, refuseOtherMethods } = responder('POST');

/** The body's `as_of`: undefined for today, null when the body or the day is not valid. */
async function asOfOf(req: Request): Promise<string | undefined | null> {
  const text = await req.text();
  if (text.trim() === '') return undefined;
  try {
    return asOfFrom(JSON.parse(text));
  } catch {
    return null;
  }
}

const setting = (name: string) => Deno.env.get(name);

/**
 * The mail settings, read before a run so that a wrong one fails it before anything is written.
 * Port 465 by default: the hosted platform refuses connections to ports 25 and 587.
 */
function mailerFromEnv(): AlertMailer | undefined {
  if (!setting('CATALOG_URL')) throw new Error('CATALOG_URL is not set');
  const smtp = smtpSettingsFrom(setting, { port: 465 });
  if (!smtp) return undefined;
  const siteUrl = setting('SITE_URL');
  if (!siteUrl) throw new Error('SITE_URL must be set to mail alerts: their links open the app');
  return {
    send: smtpSender(smtp),
    siteUrl,
    apiUrl: setting('SUPABASE_URL')!,
    secret: setting('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  };
}

/** ALERT_RUN_BUDGET_SECONDS, in milliseconds. */
function budgetMsFromEnv(): number {
  const text = setting('ALERT_RUN_BUDGET_SECONDS') || String(DEFAULT_BUDGET_SECONDS);
  const seconds = Number(text);
  if (!(seconds > 0)) throw new Error(`ALERT_RUN_BUDGET_SECONDS must be seconds, not "${text}"`);
  return seconds * 1000;
}

function runAlerts(admin: SupabaseClient, asOf: string, mailer: AlertMailer | undefined) {
  const call = rpcCaller(admin);
  return runAlertEngine({
    asOf,
    recordChanges: (deadline) => recordCatalogChanges(admin, asOf, deadline),
    queueAlerts: queueAlertsOver(call),
    outbox: outboxOver(call),
    mailer,
    budgetMs: budgetMsFromEnv(),
  });
}

Deno.serve(async (req: Request) => {
  const refused = refuseOtherMethods(req);
  if (refused) return refused;
  if (!callerIsServiceRole(req)) {
    return json({ error: 'Only the service role may run the alert engine' }, 403);
  }
  const asOf = await asOfOf(req);
  if (asOf === null) return json({ error: runDayUsage }, 400);

  try {
    const mailer = mailerFromEnv();
    const day = asOf ?? new Date().toISOString().slice(0, 10);
    const summary = await runAlerts(adminClient(), day, mailer);
    console.log(`alert engine ran: ${JSON.stringify(summary)}`);
    return json(summary);
  } catch (error) {
    const status = error instanceof CatalogUnavailable ? 502 : 500;
    console.error(`alert engine run failed: ${(error as Error).message}`);
    return json({ error: (error as Error).message }, status);
  }
});
