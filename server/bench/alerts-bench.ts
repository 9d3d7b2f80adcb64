/**
 * The alert engine at scale, in TMDB mode: BENCH_MEMBERS members (default 100,000) watching
 * BENCH_TITLES titles (default 100,000; BENCH_WATCHED each, 10 by default) against a counted fake
 * TMDB whose titles have offers in 30 countries. Day 1 sets every title's baseline; day 2 is a day
 * of changes (1 title in 100 gains a service, 1 in 100 loses one); a third run of day 2 has nothing
 * stale and shows what every further run of the day costs. Each run's time is split into the
 * database functions it called; mail goes to a counting sender. PGlite by default; PostgreSQL when
 * DATABASE_URL is set.
 * Run: pnpm --filter server bench:alerts   (not part of pnpm test)
 */
import { performance } from 'node:perf_hooks';
import type { AlertRunSummary } from '../src/alerts/run-alerts.js';
import { runAlerts } from '../src/alerts/run-alerts.js';
import { fakeTmdb } from '../src/alerts/testing/fake-tmdb.js';
import type { Database } from '../src/db/database.js';
import { createSupabaseContext } from '../src/supabase/create-context.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const TITLES = Number(process.env.BENCH_TITLES ?? 100_000);
const WATCHED = Number(process.env.BENCH_WATCHED ?? 10);
const COUNTRIES = ['US', 'GB', 'DE', 'FR'];
/** TMDB answers for many more countries than members live in. */
const TMDB_COUNTRIES = [
  ...COUNTRIES,
  ...'AR AT AU BE BR CA CH CL CO DK ES FI IE IN IT JP KR MX NL NO NZ PL PT SE TR ZA'.split(' '),
];
const SERVICES = [8, 9, 337, 15, 1899, 350, 531];
const DAYS = ['2026-11-24', '2026-11-25'] as const;

const ctx = await createSupabaseContext({
  databaseUrl: process.env.DATABASE_URL || undefined,
  siteUrls: ['http://localhost:3000'],
});
const db = ctx.db;
console.log(
  `alert engine on ${db.kind}: ${MEMBERS} members, ${TITLES} titles, ${WATCHED} watched each`,
);

await seed();
// Each title streams on two services in every country; on day 2 one title in 100 gains a third
// service and one in 100 loses its second (titles the seed puts on watchlists, both).
const tmdb = fakeTmdb((id, day) => {
  const services = [SERVICES[id % 7]!, SERVICES[(id + 3) % 7]!];
  if (day === DAYS[1] && id % 100 === 0) services.push(SERVICES[(id + 5) % 7]!);
  if (day === DAYS[1] && id % 100 === 10) services.pop();
  return Object.fromEntries(TMDB_COUNTRIES.map((country) => [country, services]));
});
let mails = 0;
const rows = [];
for (const [label, asOf] of [
  ['day 1: baseline', DAYS[0]],
  ['day 2: a day of changes', DAYS[1]],
  ['day 2 again: nothing stale', DAYS[1]],
] as const) {
  const lookupsBefore = tmdb.lookups;
  const mailsBefore = mails;
  const { summary, ms, byFunction } = await timedRun(asOf);
  rows.push({
    run: label,
    'run s': seconds(ms),
    'TMDB calls': tmdb.lookups - lookupsBefore,
    'changes recorded': summary.changes_recorded,
    alerts: Object.values(summary.alerts).reduce((sum, n) => sum + n, 0),
    mails: mails - mailsBefore,
    'snapshots s': seconds(byFunction.alert_stale_titles + byFunction.store_alert_snapshots),
    'match + queue s': seconds(byFunction.queue_alerts),
    'outbox s': seconds(byFunction.claim_alert_mails + byFunction.finish_alert_mails),
  });
}
const [{ snapshots } = { snapshots: 0 }] = await db.query<{ snapshots: number }>(
  'select count(*)::int as snapshots from public.availability_snapshots',
);
await db.close();
console.table(rows);
console.log(`snapshot rows kept: ${snapshots} (${COUNTRIES.length} covered countries)`);
console.log(`TMDB calls per day: ${rows[0]!['TMDB calls']} (one per watched title)`);
const again = rows[2]!;
if (again.alerts !== 0 || again.mails !== 0 || again['TMDB calls'] !== 0) process.exitCode = 1;

async function timedRun(asOf: string) {
  const byFunction = {
    alert_stale_titles: 0,
    store_alert_snapshots: 0,
    queue_alerts: 0,
    claim_alert_mails: 0,
    finish_alert_mails: 0,
  };
  const timed = Object.assign(Object.create(db) as Database, {
    async query(sql: string, params?: unknown[]) {
      const started = performance.now();
      try {
        return await db.query(sql, params);
      } finally {
        const fn = /public\.(\w+)\(/.exec(sql)?.[1];
        if (fn && fn in byFunction) {
          byFunction[fn as keyof typeof byFunction] += performance.now() - started;
        }
      }
    },
  });
  const started = performance.now();
  const summary: AlertRunSummary = await runAlerts({
    db: timed,
    catalog: tmdb,
    asOf,
    sendMail: async () => void (mails += 1),
    siteUrl: 'http://localhost:3000',
    apiUrl: 'http://localhost:54321',
    secret: 'bench',
  });
  return { summary, ms: performance.now() - started, byFunction };
}

function seconds(ms: number) {
  return Math.round(ms / 100) / 10;
}

/** Members with 1–3 of the named services in one of four countries, and what they watch. */
async function seed() {
  const t = performance.now();
  await db.query(
    `insert into auth.users (email)
     select 'bench-' || n || '@example.com' from generate_series(1, $1) as n`,
    [MEMBERS],
  );
  await db.query(
    `update public.profiles p set
       selected_services = (array['netflix', 'amazon', 'disney', 'hulu', 'hbo', 'apple', 'paramount'])
         [1 + (h % 7) : 1 + (h % 7) + (h / 7 % 3)::int],
       selected_country = ($1::text[])[1 + (h / 21 % 4)::int],
       new_releases = h % 2 = 0,
       email_notifications = h % 3 = 0
     from (select id, abs(hashtext(id::text)) as h from public.profiles) as m
     where m.id = p.id`,
    [COUNTRIES],
  );
  // Three in four watched titles on the watchlist, one in four asked about with Notify Me.
  for (const [list, from, to] of [
    ['watchlist', 1, Math.ceil((WATCHED * 3) / 4)],
    ['notify_requests', Math.ceil((WATCHED * 3) / 4) + 1, WATCHED],
  ] as const) {
    await db.query(
      `insert into public.${list} (user_id, media_type, tmdb_id, title)
       select p.id, 'movie', 1 + (p.n * $4 + k * 7919) % $1, 'Title'
       from (select id, row_number() over (order by id) as n from public.profiles) as p,
         generate_series($2::int, $3::int) as k
       on conflict do nothing`,
      [TITLES, from, to, WATCHED],
    );
  }
  await db.exec('analyze');
  console.log(`seeded in ${Math.round(performance.now() - t)} ms`);
}
