import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { AlertMail } from '../../../supabase/functions/_shared/alert-mail.ts';
import type { CatalogSource } from '../catalog/http/catalog-request.js';
import type { Database } from '../db/database.js';
import { runAlerts } from './run-alerts.js';
import { addMember, clearAlertData, openAlertDatabase, watch } from './testing/alert-fixtures.js';
import { fakeTmdb } from './testing/fake-tmdb.js';

let db: Database;
before(async () => {
  db = await openAlertDatabase();
});
after(() => db.close());
beforeEach(() => clearAlertData(db));

const urls = { siteUrl: 'https://app.example', apiUrl: 'https://api.example', secret: 'secret' };
const run = (
  catalog: CatalogSource,
  asOf: string,
  more: Partial<Parameters<typeof runAlerts>[0]> = {},
) => runAlerts({ db, catalog, asOf, ...urls, ...more });

const count = async (sql: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) as rows`))[0]!.n;

/** `titles` movies (ids 1…) on one member's watchlist. */
async function watchMany(titles: number) {
  const member = await addMember(db, { services: ['netflix'] });
  await db.query(
    `insert into public.watchlist (user_id, media_type, tmdb_id, title)
     select $1, 'movie', n, 'Title ' || n from generate_series(1, $2) as n`,
    [member, titles],
  );
  return member;
}

test('a run cut at its budget keeps its batches; the next asks only the titles still stale', async () => {
  await watchMany(250);
  const tmdb = fakeTmdb(() => ({ US: [8] }));
  // Each lookup takes a second on this clock: the lookups' share of 150 s ends after one batch.
  const clock = () => tmdb.lookups * 1000;
  const cut = await run(tmdb, '2026-11-24', { budgetMs: 150_000, clock });
  assert.equal(cut.complete, false);
  assert.equal(tmdb.lookups, 100);
  assert.equal(await count('select 1 from public.availability_snapshot_titles'), 100);

  const rest = await run(tmdb, '2026-11-24');
  assert.equal(rest.complete, true);
  assert.equal(tmdb.lookups, 250);
  assert.ok(
    [...tmdb.calls.values()].every((calls) => calls === 1),
    'each title asked once',
  );
  assert.equal((await run(tmdb, '2026-11-24')).complete, true);
  assert.equal(tmdb.lookups, 250, 'nothing is stale any more today');
  await run(tmdb, '2026-11-25');
  assert.equal(tmdb.lookups, 500, 'a snapshot lasts a day');
});

test('a run that dies mid-way keeps the batches it stored', async () => {
  await watchMany(250);
  let stores = 0;
  const dying = Object.assign(Object.create(db) as Database, {
    query: (sql: string, params?: unknown[]) =>
      sql.includes('store_alert_snapshots') && ++stores === 2
        ? Promise.reject(new Error('the run was killed'))
        : db.query(sql, params),
  });
  const tmdb = fakeTmdb(() => ({ US: [8] }));
  await assert.rejects(runAlerts({ db: dying, catalog: tmdb, asOf: '2026-11-24', ...urls }));
  assert.equal(await count('select 1 from public.availability_snapshot_titles'), 100);
  await run(tmdb, '2026-11-24');
  assert.equal(await count('select 1 from public.availability_snapshot_titles'), 250);
  assert.equal(tmdb.lookups, 350, 'the lost batch is asked again, the stored one is not');
});

test('only the countries members live in are stored; a newly covered one is a baseline', async () => {
  const member = await addMember(db, { services: ['netflix'], country: 'US' });
  await watch(db, 'watchlist', member, 603);
  await addMember(db, { country: 'DE' });
  const tmdb = fakeTmdb(() => ({ US: [8], DE: [8], GB: [8], JP: [8] }));
  await run(tmdb, '2026-11-24');
  const regions = () =>
    db.query<{ region: string }>(
      `select distinct region from public.availability_snapshots order by region`,
    );
  assert.deepEqual(
    (await regions()).map((row) => row.region),
    ['DE', 'US'],
  );

  await addMember(db, { country: 'GB' });
  const next = await run(tmdb, '2026-11-25');
  assert.equal(next.changes_recorded, 0, "GB's offers are no arrival: nobody looked there before");
  assert.deepEqual(
    (await regions()).map((row) => row.region),
    ['DE', 'GB', 'US'],
  );
});

test('snapshots no rule reads are pruned', async () => {
  const member = await addMember(db, { services: ['netflix'] });
  await watch(db, 'watchlist', member, 1);
  await watch(db, 'watchlist', member, 2);
  const tmdb = fakeTmdb(() => ({ US: [8] }));
  await run(tmdb, '2026-11-24');
  await db.query('delete from public.watchlist where tmdb_id = 2');
  await run(tmdb, '2026-11-25');
  const days = () =>
    db.query<{ tmdb_id: number; day: string }>(
      `select tmdb_id, to_char(snapshot_date, 'YYYY-MM-DD') as day
       from public.availability_snapshot_titles order by tmdb_id, day`,
    );
  assert.deepEqual(await days(), [
    { tmdb_id: 1, day: '2026-11-25' },
    { tmdb_id: 2, day: '2026-11-24' },
  ]);
  assert.equal(await count('select 1 from public.availability_snapshots'), 2);
  await run(tmdb, '2026-12-02');
  assert.deepEqual(await days(), [{ tmdb_id: 1, day: '2026-12-02' }]);
  assert.equal(await count('select 1 from public.availability_snapshots'), 1);
});

test('TMDB mode: a watchlist title gone from my service "has left" it, in my language', async () => {
  const member = await addMember(db, {
    services: ['netflix'],
    email_notifications: true,
  });
  await db.query(`update public.profiles set language = 'de' where id = $1`, [member]);
  await watch(db, 'watchlist', member, 603);
  await db.query(`update public.watchlist set title = 'The Matrix'`);
  const tmdb = fakeTmdb((_id, day) => (day === '2026-11-24' ? { US: [8, 15] } : { US: [15] }));
  const sent: AlertMail[] = [];
  const sendMail = async (mail: AlertMail) => void sent.push(mail);
  await run(tmdb, '2026-11-24', { sendMail });
  const summary = await run(tmdb, '2026-11-25', { sendMail });
  assert.deepEqual(summary.alerts, {
    available: 0,
    new_on_service: 0,
    leaving_soon: 0,
    left: 1,
    digest: 0,
    plan_start: 0,
    plan_cancel: 0,
  });
  assert.equal(sent.length, 1);
  assert.equal(
    sent[0]!.subject,
    'The Matrix ist nicht mehr bei Netflix (Vereinigte Staaten) verfügbar',
  );
  assert.doesNotMatch(sent[0]!.text, /verlässt|leaves/);
});
