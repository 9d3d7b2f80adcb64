import type { CatalogSource } from '../catalog/http/catalog-request.js';
import type { Database } from '../db/database.js';
import { outboxOver, queueAlertsOver } from '../../../supabase/functions/_shared/alert-database.ts';
import {
  runAlertEngine,
  type AlertRunObserver,
  type AlertRunSummary,
} from '../../../supabase/functions/_shared/alert-run.ts';
import type { SendAlertMail } from '../../../supabase/functions/_shared/smtp-sender.ts';
import { recordCatalogChanges } from './record-changes.js';
import { sqlCaller } from './sql-caller.js';

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
  /** Milliseconds the run may take (undefined: no limit); the next run goes on from there. */
  budgetMs?: number;
  /** The run's clock in milliseconds (tests); default Date.now. */
  clock?: () => number;
  observer?: AlertRunObserver;
}

/**
 * One run of the alert engine: record the catalog's changes around the day, match them to every
 * member in one statement (public.match_alerts) that also queues each member's mail in the
 * outbox, then send what the outbox holds, each member one message listing their new alerts, in
 * their language (profiles.language). Running it again for the same day creates and mails nothing.
 */
export function runAlerts(options: AlertRunOptions): Promise<AlertRunSummary> {
  const { db, asOf, sendMail } = options;
  const call = sqlCaller(db);
  return runAlertEngine({
    asOf,
    recordChanges: (deadline) => recordCatalogChanges(db, options.catalog, asOf, deadline),
    queueAlerts: queueAlertsOver(call),
    outbox: outboxOver(call),
    mailer: sendMail && { send: sendMail, ...options },
    budgetMs: options.budgetMs,
    clock: options.clock,
    observer: options.observer,
  });
}
