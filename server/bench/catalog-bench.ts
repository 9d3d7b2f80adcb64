/**
 * Load test of the offline catalog: autocannon, 50 connections, one scenario at a time, against the
 * catalog in a child process. Prints req/s, p50/p95/p99 latency and the server's memory after load,
 * then runs the junk-URL scenario (junk-urls.ts) against a fresh server with a capped heap, and the
 * sign-in storm (sign-in-storm.ts) against the whole backend.
 * Run: pnpm --filter server bench   (BENCH_SECONDS=8 per scenario, BENCH_JUNK_REQUESTS=50000 by default)
 */
import autocannon from 'autocannon';
import { OfflineCatalog } from '../src/catalog/offline/offline-catalog.js';
import { startBenchChild } from './bench-child.js';
import { coldSearchTimes } from './cold-search.js';
import { junkUrlsPassed, printJunkUrlResult, runJunkUrlScenario } from './junk-urls.js';
import { printSignInStormResult, runSignInStorm, signInStormPassed } from './sign-in-storm.js';
import { percentile } from './percentile.js';
import { scenarios, suggestionTexts, type Scenario } from './scenarios.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = 2;
const SEARCH_P95_BUDGET_MS = 15;

const server = await startBenchChild();
const port = server.port;

const catalog = OfflineCatalog.fromFile();
const rows = [];
// Warm every scenario before measuring any: the figures are those of a server that has been up a while.
const all = scenarios(catalog);
for (const scenario of all) await warmUp(scenario);
for (const scenario of all) rows.push(await measure(scenario));
const memory = await server.memory();
await server.stop();

console.table(rows);
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
console.log(`server memory after load: rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}`);
const searchP95 = rows[0]?.['p95 ms'] ?? Infinity;
const verdict = searchP95 <= SEARCH_P95_BUDGET_MS ? 'within' : 'OVER';
console.log(
  `search p95 ${searchP95} ms at ${CONNECTIONS} connections: ${verdict} the ${SEARCH_P95_BUDGET_MS} ms budget`,
);
const cold = coldSearchTimes(catalog, suggestionTexts());
console.log(
  `uncached search (MiniSearch alone, ${cold.queries} texts): p50 ${round(cold.p50Ms)} ms, ` +
    `p95 ${round(cold.p95Ms)} ms, max ${round(cold.maxMs)} ms; index built in ${round(cold.buildMs)} ms`,
);
const junk = await runJunkUrlScenario();
printJunkUrlResult(junk);
const storm = await runSignInStorm();
printSignInStormResult(storm);
const passed =
  verdict === 'within' &&
  rows.every((row) => row.errors === 0) &&
  junkUrlsPassed(junk) &&
  signInStormPassed(storm);
process.exitCode = passed ? 0 : 1;

/** Unmeasured: one pass over every path, then a short load, so the figures show the steady state. */
async function warmUp(scenario: Scenario): Promise<void> {
  for (const path of scenario.paths) {
    await fetch(`http://127.0.0.1:${port}${path}`).then((response) => response.arrayBuffer());
  }
  await load(scenario, WARM_UP_SECONDS);
}

async function measure(scenario: Scenario) {
  const { result, latencies } = await load(scenario, SECONDS);
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': round(percentile(latencies, 50)),
    'p95 ms': round(percentile(latencies, 95)),
    'p99 ms': round(percentile(latencies, 99)),
    errors: result.errors + result.non2xx,
  };
}

async function load(scenario: Scenario, seconds: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: seconds,
      requests: scenario.paths.map((path) => ({ method: 'GET' as const, path })),
    };
    const instance = autocannon(options, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return { result, latencies };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
