// send-alerts: one run of the alert engine. Same contract as the local backend's
// /functions/v1/send-alerts (server/src/alerts/run-alerts.ts); pg_cron calls it every hour
// (migrations/20261123190000_schedule_alerts.sql):
//   POST {} or { "as_of": "YYYY-MM-DD" } with the service-role key as the bearer token →
//     200 { as_of, changes_recorded, alerts: { available, new_on_service, leaving_soon, digest },
//           mails_sent, mails_failed }
//   any other caller → 403 { error }; as_of not a calendar day of this century → 400 { error }
//   the catalog unreachable → 502 { error }; a missing setting → 500 { error }
// A run records the catalog's changes around the day (record-changes.ts), writes the alerts due,
// matching every member in one statement (public.match_alerts), then mails each member who wants
// mail one message listing their new alerts (alert-mail.ts). Running it again for the same day
// creates and mails nothing. Without as_of it runs as of today (UTC).
// Settings: CATALOG_URL (the catalog service's base, as record-popular-search reads it); SITE_URL
// (the app's address, for the links in the mail); SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS,
// SMTP_FROM (without SMTP_HOST alerts are written but not mailed).
// Deploy: supabase secrets set CATALOG_URL=… SITE_URL=… SMTP_HOST=… (supabase/README.md)
//         supabase functions deploy send-alerts
import type { SupabaseClient } from 'jsr:@supabase/supabase-js@2';
import { adminClient, callerIsServiceRole, responder } from '../_shared/http.ts';
import { unsubscribeUrl } from '../_shared/unsubscribe-link.ts';
import {
  composeAlertMail,
  smtpSenderFromEnv,
  type Alert,
  type SendAlertMail,
} from './alert-mail.ts';
import { callDatabase, CatalogUnavailable, recordCatalogChanges } from './record-changes.ts';

const { json, refuseOtherMethods } = responder('POST');

// The days the engine runs as of, as the local backend's server/src/alerts/run-day.ts says: this
// century only (day arithmetic and the catalog's windows go wrong far from it).
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';
const usage = {
  error: `Send {} or { "as_of": "YYYY-MM-DD" }, a calendar day YYYY-MM-DD between ${FIRST_DAY} and ${LAST_DAY}`,
};

function isRunDay(raw: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || raw < FIRST_DAY || raw > LAST_DAY) return false;
  const time = Date.parse(`${raw}T00:00:00Z`);
  // The round trip rejects days JavaScript would roll over (2021-02-30 → 2021-03-02).
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(raw);
}

/** `as_of` from the body: undefined for today, null when the body or the day is not valid. */
async function asOfFrom(req: Request): Promise<string | undefined | null> {
  const text = await req.text();
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const asOf = (body as { as_of?: unknown }).as_of;
  if (asOf === undefined) return undefined;
  return typeof asOf === 'string' && isRunDay(asOf) ? asOf : null;
}

interface Mailer {
  send: SendAlertMail;
  siteUrl: string;
}

/** The settings, read before a run so that a wrong one fails it before anything is written. */
function settingsFromEnv(): { mailer?: Mailer } {
  if (!Deno.env.get('CATALOG_URL')) throw new Error('CATALOG_URL is not set');
  const send = smtpSenderFromEnv();
  if (!send) return {};
  const siteUrl = Deno.env.get('SITE_URL');
  if (!siteUrl) throw new Error('SITE_URL must be set to mail alerts: their links open the app');
  return { mailer: { send, siteUrl } };
}

async function runAlerts(admin: SupabaseClient, asOf: string, mailer: Mailer | undefined) {
  const changes = await recordCatalogChanges(admin, asOf);
  const created = await callDatabase<Alert[]>(admin, 'match_alerts_for_mail', { p_as_of: asOf });
  const mails = mailer ? await mailAlerts(created, mailer) : { sent: 0, failed: 0 };
  const alerts = { available: 0, new_on_service: 0, leaving_soon: 0, digest: 0 };
  for (const alert of created) alerts[alert.kind] += 1;
  return {
    as_of: asOf,
    changes_recorded: changes,
    alerts,
    mails_sent: mails.sent,
    mails_failed: mails.failed,
  };
}

/** One mail to each member who wants mail, listing all of their new alerts. */
async function mailAlerts(alerts: Alert[], mailer: Mailer) {
  const byMember = new Map<string, Alert[]>();
  for (const alert of alerts) {
    if (alert.email) byMember.set(alert.user_id, [...(byMember.get(alert.user_id) ?? []), alert]);
  }
  let sent = 0;
  let failed = 0;
  for (const [userId, theirs] of byMember) {
    const mail = composeAlertMail(theirs[0]!.email!, theirs, {
      siteUrl: mailer.siteUrl,
      unsubscribeUrl: await unsubscribeUrl(userId),
    });
    // One member's undeliverable address must not keep the others' mail from going out.
    await mailer.send(mail).then(
      () => (sent += 1),
      (error: unknown) => {
        console.error(`alert mail to member ${userId} failed: ${(error as Error).message}`);
        failed += 1;
      },
    );
  }
  return { sent, failed };
}

Deno.serve(async (req: Request) => {
  const refused = refuseOtherMethods(req);
  if (refused) return refused;
  if (!callerIsServiceRole(req)) {
    return json({ error: 'Only the service role may run the alert engine' }, 403);
  }
  const asOf = await asOfFrom(req);
  if (asOf === null) return json(usage, 400);

  try {
    const { mailer } = settingsFromEnv();
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
