// Sending what the alert mail outbox holds (public.alert_mail_outbox), for the local backend and
// the send-alerts edge function alike: take a few due mails, send each, settle them, until none is
// due or the deadline passes. The database decides retries and their backoff.
import { composeAlertMail, type AlertRow } from './alert-mail.ts';
import { appLocale } from './app-locales.ts';
import { mapPooled } from './map-pooled.ts';
import type { RunDeadline } from './run-deadline.ts';
import type { SendAlertMail } from './smtp-sender.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

/** Mails taken at once; each stays leased to this run for LEASE_SECONDS. */
const CLAIM_SIZE = 20;
const LEASE_SECONDS = 900;
/** Mails in flight at once. */
const CONCURRENCY = 4;

/** What became of a mail: a bounded set, for the run's summary and metrics. */
export const MAIL_RESULTS = ['sent', 'retried', 'failed', 'skipped'] as const;
export type MailResult = (typeof MAIL_RESULTS)[number];

/** A mail taken from the outbox (public.claim_alert_mails). */
export interface QueuedMail {
  id: number;
  user_id: string;
  /** Null when the member no longer wants alert mail. */
  email: string | null;
  language: string | null;
  alerts: AlertRow[];
}

export interface MailOutcome {
  id: number;
  outcome: 'sent' | 'skipped' | 'failed';
  error?: string;
}

export interface AlertOutbox {
  claim(limit: number, leaseSeconds: number): Promise<QueuedMail[]>;
  /** Settles taken mails; answers each one's result, in order. */
  finish(outcomes: MailOutcome[]): Promise<MailResult[]>;
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

export interface OutboxDrain {
  results: Record<MailResult, number>;
  /** False when the deadline came while mail was still due. */
  complete: boolean;
}

/** Sends the due mails, each listing a member's new alerts in their language. */
export async function sendQueuedMail(options: {
  outbox: AlertOutbox;
  mailer: AlertMailer;
  deadline: RunDeadline;
  onMail?: (result: MailResult) => void;
}): Promise<OutboxDrain> {
  const { outbox, mailer, deadline } = options;
  const results = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  while (!deadline.passed()) {
    const mails = await outbox.claim(CLAIM_SIZE, LEASE_SECONDS);
    if (mails.length === 0) return { results, complete: true };
    const outcomes = await mapPooled(mails, CONCURRENCY, (mail) => send(mail, mailer));
    for (const result of await outbox.finish(outcomes)) {
      results[result] += 1;
      options.onMail?.(result);
    }
  }
  return { results, complete: false };
}

async function send(mail: QueuedMail, mailer: AlertMailer): Promise<MailOutcome> {
  if (!mail.email || mail.alerts.length === 0) return { id: mail.id, outcome: 'skipped' };
  const composed = composeAlertMail(mail.email, mail.alerts, {
    siteUrl: mailer.siteUrl,
    unsubscribeUrl: unsubscribeUrl(mailer.apiUrl, mailer.secret, mail.user_id),
    locale: appLocale(mail.language),
  });
  try {
    await mailer.send(composed);
    return { id: mail.id, outcome: 'sent' };
  } catch (error) {
    const message = (error as Error).message;
    // One member's undeliverable address must not keep the others' mail from going out.
    console.error(`alert mail to member ${mail.user_id} failed: ${message}`);
    return { id: mail.id, outcome: 'failed', error: message };
  }
}
