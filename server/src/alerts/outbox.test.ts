import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { Registry } from 'prom-client';
import type { AlertMail } from '../../../supabase/functions/_shared/alert-mail.ts';
import type { AlertRunObserver } from '../../../supabase/functions/_shared/alert-run.ts';
import type { Database } from '../db/database.js';
import { alertMetrics } from './alert-metrics.js';
import { runAlerts } from './run-alerts.js';
import {
  addChanges,
  addMember,
  clearAlertData,
  openAlertDatabase,
  watch,
} from './testing/alert-fixtures.js';

let db: Database;
before(async () => {
  db = await openAlertDatabase();
});
after(() => db.close());
beforeEach(() => clearAlertData(db));

const DAY = '2026-11-25';
const listedNothing = { sample: true, handle: async () => ({ results: [], total_pages: 1 }) };
const urls = { siteUrl: 'https://app.example', apiUrl: 'https://api.example', secret: 'secret' };

/** A member who wants mail, with The Matrix arriving on their Netflix today. */
async function memberWithAnArrival() {
  const member = await addMember(db, { services: ['netflix'], email_notifications: true });
  await watch(db, 'notify_requests', member, 603);
  await addChanges(db, [{ tmdb_id: 603, title: 'The Matrix', change: 'arrival', date: DAY }]);
  return member;
}

function run(
  database: Database,
  sendMail: (mail: AlertMail) => Promise<void>,
  observer?: AlertRunObserver,
) {
  return runAlerts({
    db: database,
    catalog: listedNothing,
    asOf: DAY,
    sendMail,
    ...urls,
    observer,
  });
}

const outboxRows = () =>
  db.query<{ status: string; attempts: number; last_error: string | null; due_in_s: number }>(
    `select status, attempts, last_error,
       round(extract(epoch from next_attempt_at - now()))::int as due_in_s
     from public.alert_mail_outbox`,
  );

/** The database, with the outbox out of reach: the run dies once its alerts are saved. */
function dyingBeforeMail(database: Database): Database {
  return Object.assign(Object.create(database) as Database, {
    query: (sql: string, params?: unknown[]) =>
      sql.includes('claim_alert_mails')
        ? Promise.reject(new Error('the run was killed'))
        : database.query(sql, params),
  });
}

test('a run killed after saving alerts but before mailing: the next run mails them, once', async () => {
  await memberWithAnArrival();
  const sent: AlertMail[] = [];
  const send = async (mail: AlertMail) => void sent.push(mail);

  await assert.rejects(run(dyingBeforeMail(db), send), /killed/);
  const [{ alerts } = { alerts: 0 }] = await db.query<{ alerts: number }>(
    'select count(*)::int as alerts from public.notifications',
  );
  assert.equal(alerts, 1, 'the alerts were saved with their mail');
  assert.equal(sent.length, 0);

  const next = await run(db, send);
  assert.equal(next.alerts.available, 0, 'the alert is not written twice');
  assert.equal(next.mails_sent, 1);
  assert.equal(sent.length, 1);
  assert.match(sent[0]!.text, /The Matrix is now on Netflix \(United States\)/);
  assert.equal((await run(db, send)).mails_sent, 0);
  assert.equal(sent.length, 1, 'sent once');
  assert.deepEqual(
    (await outboxRows()).map((row) => row.status),
    ['sent'],
  );
});

test('a failing mail transport: tried again after a backoff, then sent once; counted', async () => {
  await memberWithAnArrival();
  const registry = new Registry();
  const metrics = alertMetrics(registry);
  let tries = 0;
  const flaky = async () => {
    tries += 1;
    if (tries === 1) throw new Error('421 try again later');
  };

  const first = await run(db, flaky, metrics);
  assert.equal(first.mails_sent, 0);
  assert.equal(first.mails_failed, 1);
  const [queued] = await outboxRows();
  assert.equal(queued!.status, 'queued');
  assert.equal(queued!.attempts, 1);
  assert.equal(queued!.last_error, '421 try again later');
  assert.ok(Math.abs(queued!.due_in_s - 300) <= 5, `due in 5 minutes, not ${queued!.due_in_s} s`);

  assert.equal((await run(db, flaky, metrics)).mails_sent, 0, 'not before its time');
  assert.equal(tries, 1);

  await db.exec('update public.alert_mail_outbox set next_attempt_at = now()');
  assert.equal((await run(db, flaky, metrics)).mails_sent, 1);
  assert.equal((await run(db, flaky, metrics)).mails_sent, 0);
  assert.equal(tries, 2);
  const text = await registry.metrics();
  assert.match(text, /^watchwhere_mail_total\{result="retried"\} 1$/m);
  assert.match(text, /^watchwhere_mail_total\{result="sent"\} 1$/m);
  assert.match(text, /^watchwhere_mail_total\{result="failed"\} 0$/m);
  assert.match(text, /^watchwhere_alert_run_duration_seconds_count 4$/m);
});

test('backoff grows with each failure, and the eighth gives up', async () => {
  await memberWithAnArrival();
  const failing = async () => {
    throw new Error('550 mailbox unavailable');
  };
  const waits: number[] = [];
  for (let attempt = 1; attempt <= 8; attempt++) {
    await run(db, failing);
    const [row] = await outboxRows();
    if (row!.status === 'queued') waits.push(row!.due_in_s);
    await db.exec('update public.alert_mail_outbox set next_attempt_at = now()');
  }
  assert.deepEqual(
    waits.map((seconds) => Math.round(seconds / 60)),
    [5, 20, 80, 320, 1280, 1440, 1440],
  );
  const [given] = await outboxRows();
  assert.equal(given!.status, 'failed');
  assert.equal(given!.attempts, 8);
  assert.equal((await run(db, failing)).mails_failed, 0, 'a mail given up is not tried again');
});

test('a member who turned mail off before it went out is skipped', async () => {
  const member = await memberWithAnArrival();
  await assert.rejects(run(dyingBeforeMail(db), async () => {}));
  await db.query('update public.profiles set email_notifications = false where id = $1', [member]);
  let sent = 0;
  const summary = await run(db, async () => void (sent += 1));
  assert.equal(sent, 0);
  assert.equal(summary.mails_sent, 0);
  assert.deepEqual(
    (await outboxRows()).map((row) => row.status),
    ['skipped'],
  );
});
