import type { CatalogSource } from '../catalog/http/catalog-request.js';
import type { Database } from '../db/database.js';
import { composeAlertMail } from './alert-mail.js';
import type { AlertRow } from './alert-sentence.js';
import type { SendAlertMail } from './mail-transport.js';
import { recordCatalogChanges } from './record-changes.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export interface AlertRunOptions {
  db: Database;
  catalog: CatalogSource;
  /** The UTC day to run as of, YYYY-MM-DD. */
  asOf: string;
  /** Where mails go; undefined: no mail (production without SMTP settings). */
  sendMail?: SendAlertMail;
  /** The app's address, for the links to titles and to the unsubscribe page. */
  siteUrl: string;
  /** This backend's public address, for the one-click unsubscribe (List-Unsubscribe). */
  apiUrl: string;
  /** Signs unsubscribe links (the service-role key). */
  secret: string;
}

export interface AlertRunSummary {
  as_of: string;
  changes_recorded: number;
  alerts: Record<AlertRow['kind'], number>;
  mails_sent: number;
  mails_failed: number;
}

/** A new alert, with its member's address when they want alert mail. */
type MatchedAlert = AlertRow & { email: string | null };

/**
 * One run of the alert engine: record the catalog's changes around the day, match them to every
 * member in one statement (public.match_alerts), then mail each member who wants mail a single
 * message listing their new alerts. Running it again for the same day creates and mails nothing.
 */
export async function runAlerts(options: AlertRunOptions): Promise<AlertRunSummary> {
  const { db, asOf } = options;
  const changes = await recordCatalogChanges(db, options.catalog, asOf);
  const [{ created } = { created: [] }] = await db.query<{ created: MatchedAlert[] }>(
    'select public.match_alerts_for_mail($1::date) as created',
    [asOf],
  );
  const mails = options.sendMail ? await mailAlerts(options, created) : { sent: 0, failed: 0 };
  return {
    as_of: asOf,
    changes_recorded: changes,
    alerts: countByKind(created),
    mails_sent: mails.sent,
    mails_failed: mails.failed,
  };
}

function countByKind(alerts: AlertRow[]): AlertRunSummary['alerts'] {
  const counts = { available: 0, new_on_service: 0, leaving_soon: 0, digest: 0 };
  for (const alert of alerts) counts[alert.kind] += 1;
  return counts;
}

async function mailAlerts(options: AlertRunOptions, alerts: MatchedAlert[]) {
  const byRecipient = new Map<string, MatchedAlert[]>();
  for (const alert of alerts) {
    if (alert.email)
      byRecipient.set(alert.user_id, [...(byRecipient.get(alert.user_id) ?? []), alert]);
  }
  let sent = 0;
  let failed = 0;
  for (const [userId, theirs] of byRecipient) {
    const mail = composeAlertMail(theirs[0]!.email!, theirs, {
      siteUrl: options.siteUrl,
      unsubscribeUrl: unsubscribeUrl(options, userId),
    });
    // One member's undeliverable address must not keep the others' mail from going out.
    await options.sendMail!(mail).then(
      () => (sent += 1),
      () => (failed += 1),
    );
  }
  return { sent, failed };
}

function unsubscribeUrl(options: AlertRunOptions, userId: string): string {
  const query = new URLSearchParams({
    user: userId,
    token: unsubscribeToken(options.secret, userId),
  });
  return `${options.apiUrl.replace(/\/+$/, '')}/functions/v1/unsubscribe?${query}`;
}
