import { Counter, Histogram, type Registry } from 'prom-client';
import { MAIL_RESULTS } from '../../../supabase/functions/_shared/alert-outbox.ts';
import type { AlertRunObserver } from '../../../supabase/functions/_shared/alert-run.ts';

/** The engine's metrics on a server's own registry (never the global one). */
export function alertMetrics(registry: Registry): AlertRunObserver {
  const runDuration = new Histogram({
    name: 'watchwhere_alert_run_duration_seconds',
    help: 'Time one run of the alert engine took (changes, matching, mail).',
    buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 150, 400, 900],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'watchwhere_mail_total',
    help: 'Alert mails by result: sent, retried (failed, tried again later), failed (given up), skipped.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  // Every result from the start, at 0: a rate over a series that appears later misses its first.
  for (const result of MAIL_RESULTS) mails.inc({ result }, 0);
  return {
    runDone: (seconds) => runDuration.observe(seconds),
    mailDone: (result) => mails.inc({ result }),
  };
}
