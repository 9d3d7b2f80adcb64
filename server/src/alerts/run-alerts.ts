import type { CatalogSource } from '../catalog/http/catalog-request.js';
import type { Database } from '../db/database.js';
import {
  finishAlertRun,
  type AlertRunSummary,
  type MatchedAlert,
} from '../../../supabase/functions/_shared/alert-run.ts';
import type { SendAlertMail } from '../../../supabase/functions/_shared/smtp-sender.ts';
import { recordCatalogChanges } from './record-changes.js';

export type { AlertRunSummary };

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

/**
 * One run of the alert engine: record the catalog's changes around the day, match them to every
 * member in one statement (public.match_alerts), then mail each member who wants mail a single
 * message listing their new alerts, in their language (profiles.language). Running it again for
 * the same day creates and mails nothing.
 */
export async function runAlerts(options: AlertRunOptions): Promise<AlertRunSummary> {
  const { db, asOf, sendMail } = options;
  const changesRecorded = await recordCatalogChanges(db, options.catalog, asOf);
  const [{ created } = { created: [] }] = await db.query<{ created: MatchedAlert[] }>(
    'select public.match_alerts_for_mail($1::date) as created',
    [asOf],
  );
  const mailer = sendMail && { send: sendMail, ...options };
  return finishAlertRun({ asOf, changesRecorded, created, mailer });
}
