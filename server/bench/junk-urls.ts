import { RESPONSE_CACHE_BYTES } from '../src/catalog/http/response-cache.js';
import { startBenchChild } from './bench-child.js';

export const JUNK_HEAP_LIMIT_MB = 400;
const JUNK_REQUESTS = Number(process.env.BENCH_JUNK_REQUESTS ?? 50_000);
const JUNK_BYTES = 7 * 1024;
const CONCURRENCY = 4;
const SAMPLE_EVERY = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** The answers' cache may fill its budget; anything more is memory the junk kept. */
const ALLOWED_HEAP_GROWTH_MB = RESPONSE_CACHE_BYTES / 1048576;

/** Cached answers of four kinds; the junk parameter is the only thing that differs between calls. */
const PATHS = [
  '/catalog/ranks/movie/603?',
  '/catalog/3/movie/603?append_to_response=credits&',
  '/catalog/3/tv/37863/watch/providers?',
  '/catalog/3/search/multi?query=matrix&',
];
const HEALTH_PATH = '/catalog/3/configuration';

export interface MemorySample {
  requests: number;
  'rss MB': number;
  'heap used MB': number;
}

export interface JunkUrlResult {
  requested: number;
  answered: number;
  non200: number;
  seconds: number;
  samples: MemorySample[];
  /** Null while the server runs; otherwise how it ended (e.g. `signal SIGABRT`). */
  died: string | null;
  healthy: boolean;
}

/**
 * Sends JUNK_REQUESTS requests, each with a unique ~7 KB junk query parameter, to a catalog server
 * with a 400 MB heap, a few at a time over loopback, sampling its memory (after a full GC) as it goes.
 */
export async function runJunkUrlScenario(): Promise<JunkUrlResult> {
  const server = await startBenchChild([
    `--max-old-space-size=${JUNK_HEAP_LIMIT_MB}`,
    '--expose-gc',
  ]);
  const base = `http://127.0.0.1:${server.port}`;
  const padding = 'j'.repeat(JUNK_BYTES);
  const samples: MemorySample[] = [];
  const sample = async (requests: number) => {
    if (server.exitReason() === null) samples.push(toSample(requests, await server.memory()));
  };
  await fetchOk(`${base}${HEALTH_PATH}`);
  await sample(0);

  const started = performance.now();
  let next = 0;
  let answered = 0;
  let non200 = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < JUNK_REQUESTS) {
      const index = next++;
      const url = `${base}${PATHS[index % PATHS.length]}x=${index.toString(36)}${padding}`;
      try {
        if (!(await fetchOk(url))) non200++;
        answered++;
      } catch {
        failed = true;
      }
      if (answered > 0 && answered % SAMPLE_EVERY === 0) await sample(answered);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (samples.at(-1)?.requests !== answered) await sample(answered);
  const healthy = server.exitReason() === null && (await fetchOk(`${base}${HEALTH_PATH}`));
  const died = server.exitReason();
  await server.stop();
  return { requested: JUNK_REQUESTS, answered, non200, seconds, samples, died, healthy };
}

export function printJunkUrlResult(result: JunkUrlResult): void {
  console.log(
    `\njunk URLs: ${result.answered} of ${result.requested} requests answered ` +
      `(${result.non200} not 200) in ${result.seconds.toFixed(1)} s, ` +
      `${(JUNK_BYTES / 1024).toFixed(0)} KB unique junk each, heap limit ${JUNK_HEAP_LIMIT_MB} MB`,
  );
  console.table(result.samples);
  const first = result.samples[0];
  const last = result.samples.at(-1);
  if (first && last) {
    console.log(
      `server memory (after GC): rss ${first['rss MB']} → ${last['rss MB']} MB, ` +
        `heap used ${first['heap used MB']} → ${last['heap used MB']} MB`,
    );
  }
  console.log(
    `heap growth ${heapGrowthMb(result)} MB: ` +
      `${heapGrowthMb(result) <= ALLOWED_HEAP_GROWTH_MB ? 'within' : 'OVER'} ` +
      `the cache's ${ALLOWED_HEAP_GROWTH_MB} MB budget`,
  );
  console.log(
    result.died
      ? `server DIED (${result.died}) after ${result.answered} requests`
      : `server ${result.healthy ? 'still healthy' : 'NOT healthy'} after the junk URLs`,
  );
}

export function junkUrlsPassed(result: JunkUrlResult): boolean {
  return (
    result.healthy &&
    result.answered === result.requested &&
    result.non200 === 0 &&
    heapGrowthMb(result) <= ALLOWED_HEAP_GROWTH_MB
  );
}

function heapGrowthMb({ samples }: JunkUrlResult): number {
  const first = samples[0]?.['heap used MB'] ?? 0;
  return (samples.at(-1)?.['heap used MB'] ?? Infinity) - first;
}

async function fetchOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  await response.arrayBuffer();
  return response.status === 200;
}

function toSample(requests: number, usage: NodeJS.MemoryUsage): MemorySample {
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  return { requests, 'rss MB': mb(usage.rss), 'heap used MB': mb(usage.heapUsed) };
}
