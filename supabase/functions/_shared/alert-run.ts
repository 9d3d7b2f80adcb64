// One run of the alert engine, for the local backend and the send-alerts edge function alike:
// record the catalog's changes, write the alerts due and queue their mail (one statement), then
// send what the outbox holds. Each part stops starting work at its deadline, so a run fits a
// wall clock (the edge function's) and the next run goes on where it stopped.
import type { AlertCounts } from './alert-database.ts';
import type { AlertRow } from './alert-mail.ts';
import {
  sendQueuedMail,
  type AlertMailer,
  type AlertOutbox,
  type MailResult,
} from './alert-outbox.ts';
import { runDeadline, type RunDeadline } from './run-deadline.ts';

/** The share of a run's time budget its lookups may take: matching and mail come after. */
const LOOKUP_SHARE = 2 / 3;

export interface AlertRunSummary {
  as_of: string;
  changes_recorded: number;
  alerts: Record<AlertRow['kind'], number>;
  mails_sent: number;
  /** Sends that failed in this run (each retried later, or given up after the last try). */
  mails_failed: number;
  /** False when the budget ran out first: the next run goes on with the rest. */
  complete: boolean;
}

/** Told of each run's duration and each mail's result (the local backend's metrics). */
export interface AlertRunObserver {
  runDone?(seconds: number): void;
  mailDone?(result: MailResult): void;
}

export interface AlertRunParts {
  asOf: string;
  recordChanges(deadline: RunDeadline): Promise<{ recorded: number; complete: boolean }>;
  queueAlerts(asOf: string, mail: boolean): Promise<{ alerts: AlertCounts }>;
  outbox: AlertOutbox;
  /** Undefined: alerts are written, no mail is queued or sent. */
  mailer?: AlertMailer;
  /** Milliseconds the run may take; undefined: no limit. */
  budgetMs?: number;
  clock?: () => number;
  observer?: AlertRunObserver;
}

export async function runAlertEngine(parts: AlertRunParts): Promise<AlertRunSummary> {
  const clock = parts.clock ?? Date.now;
  const started = clock();
  const budget = parts.budgetMs;
  const lookupDeadline = runDeadline(budget && budget * LOOKUP_SHARE, clock);
  const mailDeadline = runDeadline(budget, clock);
  try {
    const changes = await parts.recordChanges(lookupDeadline);
    const queued = await parts.queueAlerts(parts.asOf, parts.mailer !== undefined);
    const mail = parts.mailer
      ? await sendQueuedMail({
          outbox: parts.outbox,
          mailer: parts.mailer,
          deadline: mailDeadline,
          onMail: parts.observer?.mailDone,
        })
      : undefined;
    const results = mail?.results;
    return {
      as_of: parts.asOf,
      changes_recorded: changes.recorded,
      alerts: {
        available: 0,
        new_on_service: 0,
        leaving_soon: 0,
        left: 0,
        digest: 0,
        plan_start: 0,
        plan_cancel: 0,
        ...queued.alerts,
      },
      mails_sent: results?.sent ?? 0,
      mails_failed: (results?.retried ?? 0) + (results?.failed ?? 0),
      complete: changes.complete && (mail?.complete ?? true),
    };
  } finally {
    parts.observer?.runDone?.((clock() - started) / 1000);
  }
}
