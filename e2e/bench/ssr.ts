// `pnpm bench:ssr`: the page server's title pages under load, against issue 35's goals on this
// machine. The page server (ssr-page-server.ts) runs the production builds in a process of its
// own; the backend (offline catalog) and the load (autocannon, loopback) run here.
//  1. Throughput: guests' title pages (no cookie, a desktop browser's headers, brotli) of popular
//     titles whose catalog answers the warm-up has cached. Uncached: each URL made distinct by a
//     query the app ignores, so every page is rendered; against ≥ 100 pages/s with p95 ≤ 50 ms.
//     Cached: the same titles' URLs again and again, served from the page cache; against ≥ 1,000.
//  2. Memory: BENCH_DISTINCT_URLS (20,000) distinct title URLs, many unknown to the catalog (404),
//     then the heap of the page server's main thread and of its render worker, each after a full
//     collection, against "within 100 MB of the start".
// It measures; it fails only on a clear regression: fewer than 50 pages/s, or a title page that
// does not answer 200. Run `pnpm build` first. BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_APP_PORT
// and BENCH_BACKEND_PORT change the run.
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, localBackendSettings, type WorkerHeap } from 'page-server';
import { DEFAULT_ENV, releasesFromEnv } from 'page-server/releases';
import { percentile } from '../../server/bench/percentile.js';
import { TEST_CATALOG_DAY } from '../../server/src/catalog/test-day.js';
import { startBackend } from '../../server/src/index.js';
import { contentPath } from '../../shared-core/src/features/content/content-route.js';
import type { PageServerReply, PageServerRequest } from './ssr-page-server.js';

const GOALS = { pagesPerSecond: 100, p95Ms: 50, cachedPagesPerSecond: 1_000, heapGrowthMb: 100 };
const GUARD_PAGES_PER_SECOND = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const DISTINCT_URLS = Number(process.env.BENCH_DISTINCT_URLS ?? 20_000);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3900);
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 54390);
/** What a guest's browser sends with a page request. */
const GUEST_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  'accept-encoding': 'br, gzip',
  accept: 'text/html',
};

const mb = (bytes: number) => bytes / 1_048_576;
const round = (value: number) => Math.round(value * 10) / 10;
const ms = (sorted: number[], p: number) => `${Math.round(percentile(sorted, p))} ms`;

/** The live releases the page server renders with; the bench does not build them itself. */
async function exitUnlessBuilt(): Promise<void> {
  const { pointer } = await releasesFromEnv().pointers.read(DEFAULT_ENV);
  const missing = APPS.filter(({ packageName }) => !pointer[packageName]);
  if (missing.length === 0) return;
  const names = missing.map(({ packageName }) => packageName).join(', ');
  console.error(`No live release of ${names}: run pnpm build first`);
  process.exit(1);
}

function nextReply<Type extends PageServerReply['type']>(child: ChildProcess, type: Type) {
  return new Promise<Extract<PageServerReply, { type: Type }>>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`page server exited (${code})`));
    const onMessage = (reply: PageServerReply) => {
      if (reply.type !== type) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve(reply as Extract<PageServerReply, { type: Type }>);
    };
    child.on('message', onMessage).once('exit', onExit);
  });
}

const ask = (child: ChildProcess, request: PageServerRequest) => child.send(request);

/** Title pages of the popular lists, as the app links them. */
async function popularTitlePaths(catalogUrl: string): Promise<string[]> {
  const lists = await Promise.all(
    (['movie', 'tv'] as const).flatMap((type) =>
      [1, 2].map(async (page) => {
        const response = await fetch(`${catalogUrl}/3/${type}/popular?page=${page}`);
        const { results } = (await response.json()) as { results: { id: number }[] };
        return results.map(({ id }) => contentPath({ id, media_type: type }));
      }),
    ),
  );
  return lists.flat();
}

/** A bounded load: `amount` requests or `seconds`, over `paths` in turn; every latency kept. */
async function load(
  shellUrl: string,
  options: { paths: () => string; connections: number } & (
    { seconds: number } | { amount: number }
  ),
) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: shellUrl,
        connections: options.connections,
        ...('seconds' in options ? { duration: options.seconds } : { amount: options.amount }),
        headers: GUEST_HEADERS,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: options.paths() }) },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  latencies.sort((a, b) => a - b);
  return { result, latencies, statuses };
}

const cycle = (paths: string[]) => {
  let next = 0;
  return () => paths[next++ % paths.length]!;
};

/** The paths in turn, each time with a query no earlier request had: a page cache never hits. */
const distinctQueries = (paths: string[]) => {
  let next = 0;
  return () => `${paths[next % paths.length]!}?visit=${(next += 1)}`;
};

/** One throughput line: pages/s and latencies, and how many requests did not answer 200. */
function throughput(label: string, run: Awaited<ReturnType<typeof load>>) {
  const { result, latencies, statuses } = run;
  const pagesPerSecond = (statuses.get(200) ?? 0) / SECONDS;
  const failed = result.errors + result.timeouts + latencies.length - (statuses.get(200) ?? 0);
  console.log(
    `${label} (${CONNECTIONS} connections, ${SECONDS} s): ${round(pagesPerSecond)} pages/s, ` +
      `p50 ${ms(latencies, 50)}, p95 ${ms(latencies, 95)}, p99 ${ms(latencies, 99)}, ${failed} not 200`,
  );
  return { pagesPerSecond, p95: percentile(latencies, 95), failed };
}

/** Distinct title URLs, movies and shows alternately, over an id range the catalog knows little of. */
const distinctTitlePaths = () => {
  let next = 0;
  return () => {
    next += 1;
    return contentPath({ id: 100 + Math.ceil(next / 2), media_type: next % 2 ? 'movie' : 'tv' });
  };
};

const heapLine = (label: string, start: WorkerHeap, end: WorkerHeap) => {
  const growth = mb(end.usedBytes - start.usedBytes);
  return `${label}: heap used ${round(mb(start.usedBytes))} → ${round(mb(end.usedBytes))} MB (${growth >= 0 ? '+' : ''}${round(growth)} MB): goal within ${GOALS.heapGrowthMb} MB ${Math.abs(growth) <= GOALS.heapGrowthMb ? 'met' : 'NOT met'}`;
};

await exitUnlessBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'watchwhere-bench-ssr-'));
const backend = await startBackend({
  port: BACKEND_PORT,
  dataDir,
  logger: false,
  catalogToday: TEST_CATALOG_DAY,
  siteUrls: [`http://localhost:${APP_PORT}`],
});
const pageServer = fork(fileURLToPath(new URL('./ssr-page-server.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', '--expose-gc'],
});
try {
  const settings = localBackendSettings(backend);
  ask(pageServer, { type: 'start', settings, appBasePort: APP_PORT });
  const { shellUrl } = await nextReply(pageServer, 'listening');
  const titles = await popularTitlePaths(settings.catalogUrl);

  // Every title rendered once (the catalog's answers cached), then a short unmeasured load.
  for (const title of titles) {
    const response = await fetch(`${shellUrl}${title}`, { headers: GUEST_HEADERS });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${title} answered ${response.status}`);
  }
  await load(shellUrl, { paths: cycle(titles), connections: CONNECTIONS, seconds: 3 });

  // One at a time first: a render's own time, with no queue in front of it.
  const alone = await load(shellUrl, {
    paths: distinctQueries(titles),
    connections: 1,
    seconds: 5,
  });
  console.log(
    `one uncached guest title page at a time: p50 ${ms(alone.latencies, 50)}, p95 ${ms(alone.latencies, 95)}`,
  );
  const uncached = throughput(
    `uncached guest title pages (${titles.length} titles, each URL new)`,
    await load(shellUrl, {
      paths: distinctQueries(titles),
      connections: CONNECTIONS,
      seconds: SECONDS,
    }),
  );
  const met = uncached.pagesPerSecond >= GOALS.pagesPerSecond && uncached.p95 <= GOALS.p95Ms;
  console.log(
    `  goal ≥ ${GOALS.pagesPerSecond} pages/s with p95 ≤ ${GOALS.p95Ms} ms: ${met ? 'met' : 'NOT met'}; fails below ${GUARD_PAGES_PER_SECOND} pages/s`,
  );
  const cached = throughput(
    `cached guest title pages (the same ${titles.length} URLs again)`,
    await load(shellUrl, { paths: cycle(titles), connections: CONNECTIONS, seconds: SECONDS }),
  );
  console.log(
    `  goal ≥ ${GOALS.cachedPagesPerSecond} pages/s: ${cached.pagesPerSecond >= GOALS.cachedPagesPerSecond ? 'met' : 'NOT met'}`,
  );

  ask(pageServer, { type: 'heap' });
  const before = await nextReply(pageServer, 'heap');
  const started = Date.now();
  const distinct = await load(shellUrl, {
    paths: distinctTitlePaths(),
    connections: CONNECTIONS,
    amount: DISTINCT_URLS,
  });
  ask(pageServer, { type: 'heap' });
  const after = await nextReply(pageServer, 'heap');
  const byStatus = [...distinct.statuses].map(([status, count]) => `${count} × ${status}`);
  console.log(
    `${DISTINCT_URLS} distinct title URLs in ${round((Date.now() - started) / 1000)} s: ${byStatus.join(', ')}`,
  );
  console.log(heapLine('  page server main thread', before.main, after.main));
  if (before.worker?.threadId === after.worker?.threadId && before.worker && after.worker) {
    console.log(heapLine('  render worker', before.worker, after.worker));
  } else {
    // A render stuck past its timeout replaces the worker: its heap starts again.
    console.log('  render worker: replaced during the run, its heap figures do not compare');
  }
  console.log(
    `  page server process RSS ${round(mb(before.rssBytes))} → ${round(mb(after.rssBytes))} MB`,
  );
  if (uncached.pagesPerSecond < GUARD_PAGES_PER_SECOND || uncached.failed + cached.failed > 0)
    process.exitCode = 1;
} finally {
  if (pageServer.connected) ask(pageServer, { type: 'stop' });
  await new Promise((resolve) => pageServer.once('exit', resolve));
  await backend.close();
  rmSync(dataDir, { recursive: true, force: true });
}
