// The end of an alert engine run, for the local backend and the send-alerts edge function alike:
// once the catalog's changes are recorded and matched, one mail to each member who wants mail,
// and the run's summary.
import { composeAlertMail, type AlertRow } from './alert-mail.ts';
import { appLocale } from './app-locales.ts';
import type { SendAlertMail } from './smtp-sender.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

/**
 * A new alert, with its member's address when they want alert mail and their language
 * (profiles.language; missing or unknown: English).
 */
export type MatchedAlert = AlertRow & { email: string | null; language?: string | null };

export interface AlertRunSummary {
  as_of: string;
  changes_recorded: number;
  alerts: Record<AlertRow['kind'], number>;
  mails_sent: number;
  mails_failed: number;
}

export interface AlertMailer {
  send: SendAlertMail;
  /** The app's address, for the links to titles and to the unsubscribe page. */
  siteUrl: string;
  /** The project's public address, for the one-click unsubscribe (List-Unsubscribe). */
  apiUrl: string;
  /** Signs unsubscribe links (the service-role key). */
  secret: string;
}

/** One mail to each member who wants mail, listing all of their new alerts, in their language. */
async function mailAlerts(alerts: MatchedAlert[], mailer: AlertMailer) {
  const byMember = new Map<string, MatchedAlert[]>();
  for (const alert of alerts) {
    if (alert.email) byMember.set(alert.user_id, [...(byMember.get(alert.user_id) ?? []), alert]);
  }
  let sent = 0;
  let failed = 0;
  for (const [userId, theirs] of byMember) {
    const mail = composeAlertMail(theirs[0]!.email!, theirs, {
      siteUrl: mailer.siteUrl,
      unsubscribeUrl: unsubscribeUrl(mailer.apiUrl, mailer.secret, userId),
      locale: appLocale(theirs[0]!.language),
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

/** Mails the new alerts (without a mailer, none) and sums the run up. */
export async function finishAlertRun(run: {
  asOf: string;
  changesRecorded: number;
  created: MatchedAlert[];
  mailer?: AlertMailer;
}): Promise<AlertRunSummary> {
  const mails = run.mailer ? await mailAlerts(run.created, run.mailer) : { sent: 0, failed: 0 };
  const alerts = { available: 0, new_on_service: 0, leaving_soon: 0, digest: 0 };
  for (const alert of run.created) alerts[alert.kind] += 1;
  return {
    as_of: run.asOf,
    changes_recorded: run.changesRecorded,
    alerts,
    mails_sent: mails.sent,
    mails_failed: mails.failed,
  };
}
