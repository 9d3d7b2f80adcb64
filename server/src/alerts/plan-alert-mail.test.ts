import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { runAlertsAsOf, startAlertBackend, type AlertBackend } from './testing/alert-backend.js';
import type { SmtpCapture } from './testing/smtp-capture.js';
import { TEST_CATALOG_DAY } from '../catalog/test-day.js';
import { signedInClient, type BackendWithDatabase } from '../test-support.js';

// A saved plan's reminders through a whole engine run (POST /functions/v1/send-alerts): the bell
// and, with Email notifications on, one mail, worded in the member's language.
let alerts: AlertBackend;
let backend: BackendWithDatabase;
let smtp: SmtpCapture;

before(async () => {
  alerts = await startAlertBackend();
  ({ backend, smtp } = alerts);
});

// The members this file makes, removed after it: on PostgreSQL the suites share one database, and
// a saved plan left behind would add its reminders (and mails) to the next file's runs.
const members: string[] = [];
after(async () => {
  await backend.db.query('delete from auth.users where id = any($1::uuid[])', [members]);
  await alerts.close();
});

const runAsOf = (asOf: string) => runAlertsAsOf(backend, asOf);

const MONTHS = [
  {
    month: '2026-12-01',
    services: [
      { provider_id: 8, name: 'Netflix' },
      { provider_id: 15, name: 'Hulu' },
    ],
  },
  { month: '2027-01-01', services: [{ provider_id: 8, name: 'Netflix' }] },
];

async function memberWithPlan(label: string, preferences: Record<string, unknown>) {
  const member = await signedInClient(backend, label);
  members.push(member.user.id);
  const profile = await member.client
    .from('profiles')
    .update({ selected_services: ['netflix'], selected_country: 'US', ...preferences })
    .eq('id', member.user.id);
  assert.equal(profile.error, null);
  const plan = await member.client.from('saved_plans').insert({
    country: 'US',
    months: MONTHS,
    // Saved on the tests' day, before the plan's first month, whatever the clock says.
    updated_at: `${TEST_CATALOG_DAY}T12:00:00Z`,
  });
  assert.equal(plan.error, null);
  return member;
}

test('a plan reminder reaches the bell, and the mail only with Email notifications on', async () => {
  const mailed = await memberWithPlan('plan-mailed', { email_notifications: true });
  const german = await memberWithPlan('plan-german', { email_notifications: true, language: 'de' });
  const quiet = await memberWithPlan('plan-quiet', { email_notifications: false });

  // Other files' members share the database on PostgreSQL: the run's totals count theirs too, so
  // what is checked is these members' own alerts and mails.
  const run = await runAsOf('2026-12-29');
  assert.ok(run.alerts.plan_cancel >= 3);

  for (const member of [mailed, german, quiet]) {
    const { data } = await member.client
      .from('notifications')
      .select('kind, title, provider_id, provider_name, event_date, media_type, tmdb_id');
    assert.deepEqual(data, [
      {
        kind: 'plan_cancel',
        title: 'Hulu',
        provider_id: 15,
        provider_name: 'Hulu',
        event_date: '2026-12-29',
        media_type: null,
        tmdb_id: null,
      },
    ]);
  }

  const mailTo = (email: string) => smtp.received.filter((body) => body.includes(`To: ${email}`));
  assert.equal(mailTo(quiet.email).length, 0);
  const [english] = mailTo(mailed.email);
  assert.ok(english);
  assert.match(english, /^Subject: Cancel Hulu before 1 January 2027/m);
  assert.match(english, /http:\/\/localhost:3000\/planner\b/);
  const [deutsch] = mailTo(german.email);
  assert.ok(deutsch);
  // Quoted-printable: the ASCII part of "Hulu: vor dem 1. Januar 2027 kündigen" as written.
  assert.match(deutsch, /Hulu: vor dem 1\. Januar 2027 k/);
  assert.match(deutsch, /http:\/\/localhost:3000\/de\/planner\b/);

  const mailsBefore = smtp.received.length;
  await runAsOf('2026-12-30');
  for (const member of [mailed, german, quiet]) {
    const { count } = await member.client
      .from('notifications')
      .select('id', { count: 'exact', head: true });
    assert.equal(count, 1, 'a rerun in reach of the reminder adds nothing');
  }
  const mailedAgain = smtp.received.slice(mailsBefore);
  assert.ok(
    !mailedAgain.some((body) => [mailed, german].some((m) => body.includes(`To: ${m.email}`))),
  );
});
