// What the alert engine asks the database, as the public.* functions of the alert migrations: the
// local backend calls them in SQL, the send-alerts edge function through the Data API (rpc), both
// with the same named arguments.
import type { AlertRow } from './alert-mail.ts';
import type { AlertOutbox, MailOutcome, MailResult, QueuedMail } from './alert-outbox.ts';
import type { SnapshotStore, TitleLook, WatchedTitle } from './snapshot-batches.ts';

/** Calls public.<fn> with named arguments and answers its value. */
export type CallDatabase = <T>(fn: string, args?: Record<string, unknown>) => Promise<T>;

export type AlertCounts = Partial<Record<AlertRow['kind'], number>>;

export function snapshotStoreOver(call: CallDatabase): SnapshotStore {
  return {
    countries: () => call<string[]>('alert_countries'),
    prune: (asOf) => call<number>('prune_alert_snapshots', { p_as_of: asOf }),
    staleTitles: (asOf, after, limit) =>
      call<WatchedTitle[]>('alert_stale_titles', {
        p_as_of: asOf,
        p_after: after && { media_type: after.media_type, tmdb_id: after.tmdb_id },
        p_limit: limit,
      }),
    store: (asOf: string, looks: TitleLook[]) =>
      call<number>('store_alert_snapshots', { p_as_of: asOf, p_looks: looks }),
  };
}

export function outboxOver(call: CallDatabase): AlertOutbox {
  return {
    claim: (limit, leaseSeconds) =>
      call<QueuedMail[]>('claim_alert_mails', { p_limit: limit, p_lease_seconds: leaseSeconds }),
    finish: (outcomes: MailOutcome[]) =>
      call<MailResult[]>('finish_alert_mails', { p_outcomes: outcomes }),
  };
}

/** Writes the day's alerts and, when `mail`, queues their mail in the same statement. */
export const queueAlertsOver =
  (call: CallDatabase) =>
  (asOf: string, mail: boolean): Promise<{ alerts: AlertCounts }> =>
    call('queue_alerts', { p_as_of: asOf, p_mail: mail });
