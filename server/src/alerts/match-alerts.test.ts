import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { Database } from '../db/database.js';
import {
  addChanges,
  addMember,
  clearAlertData,
  matchAlerts,
  openAlertDatabase,
  watch,
} from './testing/alert-fixtures.js';

// 2026-11-25 is a Wednesday; 2026-11-23 a Monday.
const WEDNESDAY = '2026-11-25';
let db: Database;

before(async () => {
  db = await openAlertDatabase();
});
after(() => db.close());
beforeEach(() => clearAlertData(db));

const kindsFor = (alerts: { user_id: string; kind: string }[], userId: string) =>
  alerts.filter((alert) => alert.user_id === userId).map((alert) => alert.kind);

test('Notify Me: an arrival on one of my services in my country is always an alert', async () => {
  const asked = await addMember(db, { services: ['netflix'], content_available: false });
  await watch(db, 'notify_requests', asked, 603);
  await addChanges(db, [{ tmdb_id: 603, title: 'The Matrix', change: 'arrival', date: WEDNESDAY }]);

  const alerts = await matchAlerts(db, WEDNESDAY);
  assert.deepEqual(alerts, [
    {
      user_id: asked,
      kind: 'available',
      tmdb_id: 603,
      provider_name: 'Netflix',
      event_date: WEDNESDAY,
      title: 'The Matrix',
    },
  ]);
});

test('an arrival elsewhere is no alert: another service, another country, a rental, the future', async () => {
  const member = await addMember(db, { services: ['netflix'], country: 'US' });
  for (const id of [1, 2, 3, 4]) await watch(db, 'notify_requests', member, id);
  await addChanges(db, [
    {
      tmdb_id: 1,
      provider_id: 337,
      provider_name: 'Disney Plus',
      change: 'arrival',
      date: WEDNESDAY,
    },
    { tmdb_id: 2, region: 'GB', change: 'arrival', date: WEDNESDAY },
    { tmdb_id: 3, monetization: 'rent', change: 'arrival', date: WEDNESDAY },
    { tmdb_id: 4, change: 'arrival', date: '2026-11-26' },
  ]);
  assert.deepEqual(await matchAlerts(db, WEDNESDAY), []);
});

test('a member who chose no services hears of an arrival on any service in their country', async () => {
  const member = await addMember(db, { services: [], country: 'GB' });
  await watch(db, 'notify_requests', member, 10);
  await addChanges(db, [
    {
      tmdb_id: 10,
      provider_id: 337,
      provider_name: 'Disney Plus',
      region: 'GB',
      change: 'arrival',
      date: WEDNESDAY,
    },
  ]);
  const alerts = await matchAlerts(db, WEDNESDAY);
  assert.deepEqual(
    alerts.map((alert) => [alert.kind, alert.provider_name]),
    [['available', 'Disney Plus']],
  );
});

test('a country with none of my services gives nothing, whatever arrives', async () => {
  const member = await addMember(db, { services: ['hulu'], country: 'JP', new_releases: true });
  await watch(db, 'notify_requests', member, 20);
  await addChanges(db, [
    { tmdb_id: 20, region: 'JP', change: 'arrival', date: WEDNESDAY },
    { tmdb_id: 21, region: 'JP', change: 'arrival', date: WEDNESDAY },
  ]);
  assert.deepEqual(await matchAlerts(db, WEDNESDAY), []);
});

test('a watchlist title alerts only while Content available is on', async () => {
  const on = await addMember(db, { services: ['netflix'] });
  const off = await addMember(db, { services: ['netflix'], content_available: false });
  await watch(db, 'watchlist', on, 30);
  await watch(db, 'watchlist', off, 30);
  await addChanges(db, [{ tmdb_id: 30, change: 'arrival', date: '2026-11-24' }]);

  const alerts = await matchAlerts(db, WEDNESDAY);
  assert.deepEqual(kindsFor(alerts, on), ['available']);
  assert.deepEqual(kindsFor(alerts, off), []);
});

test('running twice creates nothing new, and a title both watched and asked about alerts once', async () => {
  const member = await addMember(db, { services: ['amazon'] });
  await watch(db, 'watchlist', member, 40);
  await watch(db, 'notify_requests', member, 40);
  await addChanges(db, [
    {
      tmdb_id: 40,
      provider_id: 9,
      provider_name: 'Amazon Prime Video',
      change: 'arrival',
      date: WEDNESDAY,
    },
    {
      tmdb_id: 40,
      provider_id: 9,
      provider_name: 'Amazon Prime Video',
      monetization: 'ads',
      change: 'arrival',
      date: WEDNESDAY,
    },
  ]);
  assert.equal((await matchAlerts(db, WEDNESDAY)).length, 1);
  assert.equal((await matchAlerts(db, WEDNESDAY)).length, 0);
  assert.equal((await matchAlerts(db, '2026-11-26')).length, 0);
});

test('leaving soon: a watchlist title leaving one of my services within 14 days', async () => {
  const member = await addMember(db, { services: ['netflix'] });
  const quiet = await addMember(db, { services: ['netflix'], content_available: false });
  for (const id of [50, 51, 52]) {
    await watch(db, 'watchlist', member, id);
    await watch(db, 'watchlist', quiet, id);
  }
  await addChanges(db, [
    { tmdb_id: 50, change: 'departure', date: '2026-12-09' },
    { tmdb_id: 51, change: 'departure', date: '2026-12-10' },
    {
      tmdb_id: 52,
      provider_id: 15,
      provider_name: 'Hulu',
      change: 'departure',
      date: '2026-12-01',
    },
  ]);
  const alerts = await matchAlerts(db, WEDNESDAY);
  assert.deepEqual(
    alerts.map((alert) => [alert.user_id, alert.kind, alert.tmdb_id, alert.event_date]),
    [[member, 'leaving_soon', 50, '2026-12-09']],
  );
});

test('new on my services: the five most popular arrivals a week, none of them titles I watch', async () => {
  const member = await addMember(db, { services: ['netflix'], new_releases: true });
  const off = await addMember(db, { services: ['netflix'] });
  const noServices = await addMember(db, { services: [], new_releases: true });
  await watch(db, 'watchlist', member, 100);
  await addChanges(db, [
    { tmdb_id: 100, popularity: 999, change: 'arrival', date: '2026-11-24' },
    ...[1, 2, 3, 4, 5, 6, 7].map((n) => ({
      tmdb_id: 100 + n,
      popularity: n,
      change: 'arrival' as const,
      date: n > 4 ? WEDNESDAY : '2026-11-24',
    })),
  ]);
  const first = await matchAlerts(db, WEDNESDAY);
  assert.deepEqual(
    first.filter((alert) => alert.kind === 'new_on_service').map((alert) => alert.tmdb_id),
    [103, 104, 105, 106, 107],
  );
  assert.deepEqual(kindsFor(first, off), []);
  assert.deepEqual(kindsFor(first, noServices), []);

  // The week's five are spent: Thursday's arrival waits for next week's quota.
  await addChanges(db, [{ tmdb_id: 200, popularity: 500, change: 'arrival', date: '2026-11-26' }]);
  assert.deepEqual(await matchAlerts(db, '2026-11-26'), []);
  await addChanges(db, [{ tmdb_id: 201, popularity: 1, change: 'arrival', date: '2026-11-30' }]);
  assert.deepEqual(
    (await matchAlerts(db, '2026-11-30')).map((alert) => alert.tmdb_id),
    [201],
  );
});

test('members with the same services and country each get their own five', async () => {
  const watcher = await addMember(db, { services: ['netflix', 'hulu'], new_releases: true });
  const toldBefore = await addMember(db, { services: ['hulu', 'netflix'], new_releases: true });
  await watch(db, 'notify_requests', watcher, 301);
  await watch(db, 'watchlist', watcher, 302);
  // Last week toldBefore heard of 301; fresh joins after.
  await addChanges(db, [{ tmdb_id: 301, change: 'arrival', date: '2026-11-17' }]);
  await matchAlerts(db, '2026-11-17');
  const fresh = await addMember(db, {
    services: ['hulu', 'netflix', 'netflix'],
    new_releases: true,
  });
  await addChanges(db, [
    ...[301, 302, 303, 304, 305, 306, 307, 308].map((id) => ({
      tmdb_id: id,
      popularity: 400 - id,
      change: 'arrival' as const,
      date: WEDNESDAY,
    })),
    {
      tmdb_id: 309,
      popularity: 1,
      provider_id: 15,
      provider_name: 'Hulu',
      change: 'arrival',
      date: WEDNESDAY,
    },
  ]);
  const alerts = await matchAlerts(db, WEDNESDAY);
  const newFor = (userId: string) =>
    alerts
      .filter((alert) => alert.user_id === userId && alert.kind === 'new_on_service')
      .map((alert) => alert.tmdb_id)
      .sort();
  assert.deepEqual(newFor(watcher), [303, 304, 305, 306, 307]);
  assert.deepEqual(newFor(toldBefore), [302, 303, 304, 305, 306]);
  assert.deepEqual(newFor(fresh), [301, 302, 303, 304, 305]);
  assert.deepEqual(
    alerts.filter((alert) => alert.kind === 'available').map((alert) => alert.tmdb_id),
    [301, 302],
  );
});

test('the weekly digest: one row on Mondays for members who want it, counting their services', async () => {
  const monday = '2026-11-30';
  const wants = await addMember(db, { services: ['netflix'], weekly_digest: true });
  const doesNot = await addMember(db, { services: ['netflix'], weekly_digest: false });
  const noServices = await addMember(db, { services: [], weekly_digest: true });
  await addChanges(db, [
    { tmdb_id: 300, change: 'arrival', date: '2026-11-24' },
    { tmdb_id: 301, change: 'arrival', date: '2026-11-27' },
    { tmdb_id: 302, provider_id: 15, provider_name: 'Hulu', change: 'arrival', date: '2026-11-27' },
    { tmdb_id: 303, change: 'departure', date: '2026-12-05' },
  ]);
  assert.deepEqual(await matchAlerts(db, '2026-11-29'), []);
  const alerts = await matchAlerts(db, monday);
  assert.deepEqual(
    alerts.map((alert) => [alert.user_id, alert.kind, alert.title]).sort(),
    [
      [wants, 'digest', 'Your week: 2 new on your services, 1 leaving in the next two weeks'],
      [noServices, 'digest', 'Your week: 3 new on streaming, 1 leaving in the next two weeks'],
    ].sort(),
  );
  assert.deepEqual(kindsFor(alerts, doesNot), []);
  assert.deepEqual(await matchAlerts(db, monday), []);
});

test('members see only their own alerts and may only mark them read', async () => {
  const member = await addMember(db, { services: ['netflix'] });
  const other = await addMember(db, { services: ['netflix'] });
  await watch(db, 'notify_requests', member, 603);
  await watch(db, 'notify_requests', other, 603);
  await addChanges(db, [{ tmdb_id: 603, change: 'arrival', date: WEDNESDAY }]);
  await matchAlerts(db, WEDNESDAY);

  const asMember = async (sql: string) =>
    db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true),
           set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ role: 'authenticated', sub: member })],
      );
      return tx.query<{ user_id: string }>(sql);
    });
  assert.deepEqual(
    (await asMember('select user_id from public.notifications')).map((row) => row.user_id),
    [member],
  );
  const marked = await asMember(
    'update public.notifications set read_at = now() returning user_id',
  );
  assert.deepEqual(
    marked.map((row) => row.user_id),
    [member],
  );
  for (const forged of [
    `update public.notifications set title = 'Forged'`,
    `insert into public.notifications (user_id, kind, title, event_date)
       values (auth.uid(), 'digest', 'Forged', current_date)`,
    'delete from public.notifications',
    `select public.match_alerts('2026-11-25')`,
    'select * from public.availability_changes',
  ]) {
    await assert.rejects(asMember(forged), /permission denied/, forged);
  }
});

test('left: a departure of the last three days, unless a leaving-soon alert told me first', async () => {
  const warned = await addMember(db, { services: ['netflix'] });
  const late = await addMember(db, { services: ['netflix'] });
  await watch(db, 'watchlist', warned, 60);
  await addChanges(db, [{ tmdb_id: 60, change: 'departure', date: WEDNESDAY }]);
  assert.deepEqual(
    (await matchAlerts(db, '2026-11-24')).map((alert) => [alert.user_id, alert.kind]),
    [[warned, 'leaving_soon']],
  );
  await watch(db, 'watchlist', late, 60);
  assert.deepEqual(
    (await matchAlerts(db, WEDNESDAY)).map((alert) => [
      alert.user_id,
      alert.kind,
      alert.event_date,
    ]),
    [[late, 'left', WEDNESDAY]],
  );
  const later = await addMember(db, { services: ['netflix'] });
  await watch(db, 'watchlist', later, 60);
  assert.deepEqual(await matchAlerts(db, '2026-11-28'), [], 'three days on, it is old news');
});
