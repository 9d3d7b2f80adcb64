import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { Database, Queryable } from '../db/database.js';
import {
  planReminders,
  type PlanMonth,
  type PlanService,
} from '../../../supabase/functions/_shared/plan-reminders.ts';
import { shiftDay } from '../../../supabase/functions/_shared/shift-day.ts';
import { TEST_CATALOG_DAY } from '../catalog/test-day.js';
import { addMember, clearAlertData, openAlertDatabase } from './testing/alert-fixtures.js';

const NETFLIX = { provider_id: 8, name: 'Netflix' };
const HULU = { provider_id: 15, name: 'Hulu' };
const MAX = { provider_id: 1899, name: 'Max' };
const DISNEY = { provider_id: 337, name: 'Disney Plus' };

// December: Netflix (held) and Hulu; January: Netflix and Max; February: Max.
const PLAN: PlanMonth[] = [
  { month: '2026-12-01', services: [NETFLIX, HULU] },
  { month: '2027-01-01', services: [NETFLIX, MAX] },
  { month: '2027-02-01', services: [MAX] },
];

let db: Database;

before(async () => {
  db = await openAlertDatabase();
});
after(() => db.close());
beforeEach(() => clearAlertData(db));

/** Saved on the tests' day, before PLAN's first month, unless told: each reminder is then on its month's day. */
const SAVED_ON = TEST_CATALOG_DAY;

async function savePlan(
  userId: string,
  months: PlanMonth[],
  { country = 'US', savedOn = SAVED_ON } = {},
): Promise<void> {
  // Inserted anew: an update would stamp updated_at (the saving day) with the clock's day.
  await db.query('delete from public.saved_plans where user_id = $1', [userId]);
  await db.query(
    `insert into public.saved_plans (user_id, country, months, updated_at)
     values ($1, $2, $3::jsonb, $4::date)`,
    [userId, country, JSON.stringify(months), savedOn],
  );
}

interface PlanAlert {
  user_id: string;
  kind: string;
  provider_id: number;
  provider_name: string;
  title: string;
  region: string | null;
  media_type: string | null;
  tmdb_id: number | null;
  poster_path: string | null;
  event_date: string;
}

/** The plan alerts one engine match writes on `day` (public.match_alerts, every rule). */
function matchPlanAlerts(client: Queryable, day: string): Promise<PlanAlert[]> {
  return client.query<PlanAlert>(
    `select user_id, kind, provider_id, provider_name, title, region, media_type, tmdb_id,
       poster_path, to_char(event_date, 'YYYY-MM-DD') as event_date
     from public.match_alerts($1::date)
     where kind like 'plan_%'
     order by event_date, kind, provider_id`,
    [day],
  );
}

const short = (alerts: PlanAlert[]) =>
  alerts.map((alert) => `${alert.event_date} ${alert.kind} ${alert.provider_name}`);

/** Runs the engine's match on each day from `from` to `to`, every `step` days. */
async function runDays(from: string, to: string, step = 1): Promise<PlanAlert[]> {
  const all: PlanAlert[] = [];
  for (let day = from; day <= to; day = shiftDay(day, step)) {
    all.push(...(await matchPlanAlerts(db, day)));
  }
  return all;
}

test('a saved plan’s reminders arrive on their days, once, to its member only', async () => {
  const member = await addMember(db, { services: ['netflix'] });
  const other = await addMember(db, { services: ['netflix'] });
  await savePlan(member, PLAN);

  const alerts = await runDays('2026-11-25', '2027-03-05');
  assert.deepEqual(short(alerts), [
    '2026-12-01 plan_start Hulu',
    '2026-12-29 plan_cancel Hulu',
    '2027-01-01 plan_start Max',
    '2027-01-29 plan_cancel Netflix',
  ]);
  assert.ok(alerts.every((alert) => alert.user_id === member));
  assert.deepEqual(alerts[1], {
    user_id: member,
    kind: 'plan_cancel',
    provider_id: 15,
    provider_name: 'Hulu',
    title: 'Hulu',
    region: 'US',
    media_type: null,
    tmdb_id: null,
    poster_path: null,
    event_date: '2026-12-29',
  });
  // The same reminders as the calendar feed's, on the same days.
  assert.deepEqual(
    short(alerts),
    planReminders(PLAN, [8], SAVED_ON).map(
      (reminder) => `${reminder.day} plan_${reminder.kind} ${reminder.service}`,
    ),
  );

  for (const alert of alerts) {
    const rerun = await runDays(alert.event_date, shiftDay(alert.event_date, 2));
    assert.deepEqual(rerun, [], `reruns in reach of ${alert.event_date} create nothing`);
  }
  const [{ count } = { count: -1 }] = await db.query<{ count: number }>(
    `select count(*)::integer as count from public.notifications where user_id = $1`,
    [other],
  );
  assert.equal(count, 0);
});

test('a plan saved after its month began reminds from the saving day, not before', async () => {
  const member = await addMember(db, { services: ['netflix'] });
  await savePlan(member, PLAN, { savedOn: '2026-12-10' });
  const alerts = await runDays('2026-12-01', '2027-01-05');
  assert.deepEqual(short(alerts), [
    '2026-12-10 plan_start Hulu',
    '2026-12-29 plan_cancel Hulu',
    '2027-01-01 plan_start Max',
  ]);
});

test('a missed run catches up within three days, never later', async () => {
  const every3 = await addMember(db, { services: ['netflix'] });
  await savePlan(every3, PLAN);
  // Runs on the 3rd, 6th… of each month's span reach every reminder, up to two days late.
  const caught = await runDays('2026-11-27', '2027-03-05', 3);
  assert.equal(caught.length, 4);
  for (const alert of caught) assert.equal(alert.user_id, every3);

  await clearAlertData(db);
  const late = await addMember(db, { services: ['netflix'] });
  await savePlan(late, PLAN);
  assert.deepEqual(short(await matchPlanAlerts(db, '2026-12-03')), ['2026-12-01 plan_start Hulu']);
  assert.deepEqual(await matchPlanAlerts(db, '2026-12-04'), []);
  await clearAlertData(db);
  const later = await addMember(db, { services: ['netflix'] });
  await savePlan(later, PLAN);
  assert.deepEqual(await matchPlanAlerts(db, '2026-12-04'), [], 'four days on, it is too late');
  assert.deepEqual(short(await matchPlanAlerts(db, '2027-01-03')), ['2027-01-01 plan_start Max']);
  assert.deepEqual(await matchPlanAlerts(db, '2027-02-01'), [], 'the 29 January cancel is past');
});

test('held services are the selected ones as the alert rules map them; no preference gates', async () => {
  // `hbo` stands for HBO Max's ids 1899 and 384: a plan naming either needs no start.
  const member = await addMember(db, {
    services: ['hbo', 'not-a-service'],
    content_available: false,
    new_releases: false,
  });
  const none = await addMember(db, { services: [], content_available: false });
  const plan = [{ month: '2026-12-01', services: [{ provider_id: 384, name: 'HBO Max' }, HULU] }];
  await savePlan(member, plan);
  await savePlan(none, plan);
  const alerts = await matchPlanAlerts(db, '2026-12-01');
  assert.deepEqual(
    alerts.map((alert) => `${alert.user_id === member ? 'member' : 'none'} ${alert.title}`).sort(),
    ['member Hulu', 'none HBO Max', 'none Hulu'],
  );
});

test('a plan changed after a reminder was sent: the sent one stays, the new ones come due', async () => {
  const member = await addMember(db, { services: ['netflix'] });
  await savePlan(member, PLAN);
  assert.deepEqual(short(await matchPlanAlerts(db, '2026-12-29')), ['2026-12-29 plan_cancel Hulu']);

  // Now Hulu stays for January and Netflix goes instead: its cancel is due too (same day, still
  // within reach); Hulu's sent reminder is not sent again, nor taken back.
  await savePlan(member, [
    { month: '2026-12-01', services: [NETFLIX, HULU] },
    { month: '2027-01-01', services: [HULU, MAX] },
  ]);
  assert.deepEqual(short(await matchPlanAlerts(db, '2026-12-30')), [
    '2026-12-29 plan_cancel Netflix',
  ]);
  assert.deepEqual(await matchPlanAlerts(db, '2026-12-31'), []);
  const kept = await db.query<{ provider_name: string }>(
    `select provider_name from public.notifications where user_id = $1 order by provider_name`,
    [member],
  );
  assert.deepEqual(
    kept.map((row) => row.provider_name),
    ['Hulu', 'Netflix'],
  );
  // Saved again later with a plan starting this month: its start, two days back, still comes.
  await savePlan(member, [{ month: '2027-01-01', services: [NETFLIX, DISNEY] }]);
  assert.deepEqual(short(await matchPlanAlerts(db, '2027-01-03')), [
    '2027-01-01 plan_start Disney Plus',
  ]);
});

test('mail is queued only for members with Email notifications on; the bell has them all', async () => {
  const mailed = await addMember(db, { services: ['netflix'], email_notifications: true });
  const quiet = await addMember(db, { services: ['netflix'], email_notifications: false });
  await savePlan(mailed, PLAN);
  await savePlan(quiet, PLAN);
  const [{ result } = { result: null }] = await db.query<{
    result: { alerts: object; mails_queued: number };
  }>(`select public.queue_alerts('2027-01-01', true) as result`);
  assert.deepEqual(result, { alerts: { plan_start: 2 }, mails_queued: 1 });
  const outbox = await db.query<{ user_id: string; kinds: string[] }>(
    `select o.user_id, array(select n.kind from public.notifications n
       where n.id = any (o.notification_ids)) as kinds
     from public.alert_mail_outbox o`,
  );
  assert.deepEqual(outbox, [{ user_id: mailed, kinds: ['plan_start'] }]);
});

test('a plan with a year 0000 month, which the table accepts, stops nobody’s alerts', async () => {
  const odd = await addMember(db);
  const member = await addMember(db);
  await savePlan(odd, [
    { month: '0000-01-01', services: [NETFLIX] },
    { month: '2027-01-01', services: [HULU] },
  ]);
  await savePlan(member, [{ month: '2027-01-01', services: [HULU] }]);
  const alerts = await matchPlanAlerts(db, '2027-01-01');
  assert.deepEqual(
    alerts.map((alert) => `${alert.user_id === member ? 'member' : 'odd'} ${alert.title}`).sort(),
    ['member Hulu', 'odd Hulu'],
  );
});

// Random plans, as public.plan_reminders and planReminders each read them.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POOL: PlanService[] = [NETFLIX, HULU, MAX, DISNEY, { provider_id: 9, name: 'Prime Video' }];

function randomPlan(next: () => number): {
  months: PlanMonth[];
  held: number[];
  savedOn: string;
} {
  const pick = (n: number) => Math.floor(next() * n);
  let year = 2024 + pick(10);
  let month = 1 + pick(12);
  const months: PlanMonth[] = [];
  for (let count = 1 + pick(12); months.length < count;) {
    const services = POOL.filter(() => next() < 0.45);
    // Now and then a service listed twice, under another name the second time.
    if (services.length > 0 && next() < 0.15) {
      services.push({ ...services[0]!, name: `${services[0]!.name} (again)` });
    }
    months.push({ month: `${year}-${String(month).padStart(2, '0')}-01`, services });
    month += 1 + (next() < 0.2 ? pick(3) : 0);
    if (month > 12) [year, month] = [year + 1, month - 12];
  }
  const held = POOL.filter(() => next() < 0.3).map((service) => service.provider_id);
  // Saved on the first month's first day or up to 30 days into the plan.
  const savedOn = shiftDay(months[0]!.month, pick(31));
  return { months, held, savedOn };
}

interface SqlReminder {
  kind: string;
  provider_id: number;
  service: string;
  day: string;
  before: string | null;
}

test('the SQL reminders are planReminders’, on random plans across year ends', async () => {
  const next = random(20261203);
  for (let run = 0; run < 300; run += 1) {
    const { months, held, savedOn } = randomPlan(next);
    const rows = await db.query<SqlReminder>(
      `select kind, provider_id, service, to_char(day, 'YYYY-MM-DD') as day,
         to_char(before, 'YYYY-MM-DD') as before
       from public.plan_reminders($1::jsonb, $2::integer[], $3::date)
       order by day, kind desc, provider_id`,
      [JSON.stringify(months), held, savedOn],
    );
    const expected = planReminders(months, held, savedOn).map((reminder) => ({
      kind: reminder.kind,
      provider_id: reminder.providerId,
      service: reminder.service,
      day: reminder.day,
      before: reminder.kind === 'cancel' ? reminder.before : null,
    }));
    assert.deepEqual(rows, expected, JSON.stringify({ months, held, savedOn }));
  }
});
