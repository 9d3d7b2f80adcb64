/**
 * The alert engine's matching at scale: 10,000 members × 20 watched titles (watchlist and Notify Me)
 * against one day with 500 arrivals and 200 departures, timing public.match_alerts (matching plus
 * inserting the alerts) on a fresh database. PGlite by default; PostgreSQL when DATABASE_URL is set.
 * Run: pnpm --filter server bench:alerts   (BENCH_MEMBERS=10000; budget 10 s)
 */
import { performance } from 'node:perf_hooks';
import { createSupabaseContext } from '../src/supabase/create-context.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const WATCHED_PER_MEMBER = 20;
const ARRIVALS = 500;
const DEPARTURES = 200;
/** Titles members watch are drawn from this many, so a day's arrivals hit some members, not all. */
const TITLE_POOL = 20_000;
const AS_OF = '2026-11-25';
const BUDGET_MS = 10_000;

const ctx = await createSupabaseContext({
  databaseUrl: process.env.DATABASE_URL || undefined,
  siteUrls: ['http://localhost:3000'],
});
const db = ctx.db;
console.log(`alert matching on ${db.kind}: ${MEMBERS} members × ${WATCHED_PER_MEMBER} titles`);

await seed();
const started = performance.now();
const [{ alerts } = { alerts: 0 }] = await db.query<{ alerts: number }>(
  'select count(*)::int as alerts from public.match_alerts($1::date)',
  [AS_OF],
);
const elapsed = performance.now() - started;
const [{ rerun } = { rerun: -1 }] = await db.query<{ rerun: number }>(
  'select count(*)::int as rerun from public.match_alerts($1::date)',
  [AS_OF],
);
await db.close();

const perThousand = elapsed / (MEMBERS / 1000);
console.table([
  {
    database: db.kind,
    members: MEMBERS,
    'alerts written': alerts,
    'match + insert ms': Math.round(elapsed),
    'ms per 1,000 members': Math.round(perThousand),
    'alerts on a second run': rerun,
  },
]);
console.log(
  `${Math.round(elapsed)} ms: ${elapsed <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS / 1000} s budget`,
);
if (elapsed > BUDGET_MS || rerun !== 0) process.exitCode = 1;

/** Members with 1–3 of the named services in one of four countries, their lists, and the day. */
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
       selected_country = (array['US', 'GB', 'DE', 'FR'])[1 + (h / 21 % 4)::int],
       new_releases = h % 2 = 0,
       email_notifications = h % 3 = 0
     from (select id, abs(hashtext(id::text)) as h from public.profiles) as m
     where m.id = p.id`,
  );
  for (const [list, share] of [
    ['watchlist', 15],
    ['notify_requests', 5],
  ] as const) {
    await db.query(
      `insert into public.${list} (user_id, media_type, tmdb_id, title)
       select p.id, 'movie', 1 + abs(hashtext(p.id::text || '/' || k)) % $1, 'Title'
       from public.profiles p, generate_series(1, $2) as k
       on conflict do nothing`,
      [TITLE_POOL, share],
    );
  }
  const changes = (change: string, count: number, day: string) =>
    db.query(
      `insert into public.availability_changes (media_type, tmdb_id, title, popularity,
         provider_id, provider_name, region, monetization, change, change_date)
       select 'movie', 1 + (n * 37) % $1, 'Title ' || n, n % 100,
         (array[8, 9, 337, 15, 1899, 350, 531])[1 + n % 7], 'Service',
         (array['US', 'GB', 'DE', 'FR'])[1 + n / 7 % 4], 'flatrate', $2,
         $3::date + (case when $2 = 'departure' then 1 + n % 14 else 0 end)
       from generate_series(1, $4) as n
       on conflict do nothing`,
      [TITLE_POOL, change, day, count],
    );
  await changes('arrival', ARRIVALS, AS_OF);
  await changes('departure', DEPARTURES, AS_OF);
  await db.exec('analyze');
  console.log(`seeded in ${Math.round(performance.now() - t)} ms`);
}
