import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile } from './percentile.js';

/** During the storm the catalog must keep this share of its solo throughput. */
export const STORM_THROUGHPUT_FLOOR = 0.7;
const CONCURRENT_SIGN_INS = 10;
const SECONDS = Number(process.env.BENCH_STORM_SECONDS ?? 6);
const password = 'correct-horse-42';

export interface SignInStormResult {
  catalogSolo: number;
  catalogDuringStorm: number;
  restSolo: number;
  restDuringStorm: number;
  signInsPerSecond: number;
  signInP50Ms: number;
  signInP95Ms: number;
  signInErrors: number;
}

/**
 * The whole backend in a child process: catalog and REST throughput alone, then again while ten
 * password sign-ins are always in flight (each a bcrypt cost-10 hash comparison).
 */
export async function runSignInStorm(): Promise<SignInStormResult> {
  const child = fork(fileURLToPath(new URL('./backend-bench-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const [{ url, anonKey }] = (await once(child, 'message')) as [{ url: string; anonKey: string }];
  try {
    const email = `storm-${Date.now()}@example.com`;
    await call(url, anonKey, '/auth/v1/signup', { email, password });
    const catalog = () => throughput(`${url}/catalog/3/search/multi?query=matrix`, {});
    const rest = () =>
      throughput(`${url}/rest/v1/popular_searches?select=title&limit=10`, { apikey: anonKey });
    const catalogSolo = await catalog();
    const restSolo = await rest();
    const storm = startStorm(url, anonKey, email);
    const catalogDuringStorm = await catalog();
    const restDuringStorm = await rest();
    const { latencies, errors, seconds } = await storm.stop();
    latencies.sort((a, b) => a - b);
    return {
      catalogSolo,
      catalogDuringStorm,
      restSolo,
      restDuringStorm,
      signInsPerSecond: latencies.length / seconds,
      signInP50Ms: Math.round(percentile(latencies, 50)),
      signInP95Ms: Math.round(percentile(latencies, 95)),
      signInErrors: errors,
    };
  } finally {
    child.send({ type: 'stop' });
    await once(child, 'exit');
  }
}

export const signInStormPassed = (result: SignInStormResult) =>
  result.signInErrors === 0 &&
  result.catalogDuringStorm >= STORM_THROUGHPUT_FLOOR * result.catalogSolo;

export function printSignInStormResult(result: SignInStormResult): void {
  const share = (during: number, solo: number) => `${Math.round((100 * during) / solo)} %`;
  console.table([
    {
      what: 'catalog search',
      'solo req/s': result.catalogSolo,
      'during storm req/s': result.catalogDuringStorm,
      kept: share(result.catalogDuringStorm, result.catalogSolo),
    },
    {
      what: 'REST select',
      'solo req/s': result.restSolo,
      'during storm req/s': result.restDuringStorm,
      kept: share(result.restDuringStorm, result.restSolo),
    },
  ]);
  console.log(
    `sign-in storm: ${CONCURRENT_SIGN_INS} concurrent password sign-ins, ${result.signInsPerSecond.toFixed(1)}/s ` +
      `(each p50 ${result.signInP50Ms} ms, p95 ${result.signInP95Ms} ms), ` +
      `${result.signInErrors} errors; the catalog must keep ≥ ${STORM_THROUGHPUT_FLOOR * 100} % of its solo throughput: ` +
      (signInStormPassed(result) ? 'kept' : 'NOT kept'),
  );
}

/** Keeps ten sign-ins in flight until stopped. */
function startStorm(url: string, anonKey: string, email: string) {
  const startedAt = performance.now();
  let running = true;
  const latencies: number[] = [];
  let errors = 0;
  const worker = async () => {
    while (running) {
      const sentAt = performance.now();
      const response = await call(url, anonKey, '/auth/v1/token?grant_type=password', {
        email,
        password,
      });
      if (response.ok) latencies.push(performance.now() - sentAt);
      else errors += 1;
    }
  };
  const workers = Array.from({ length: CONCURRENT_SIGN_INS }, worker);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return { latencies, errors, seconds: (performance.now() - startedAt) / 1000 };
    },
  };
}

async function call(url: string, anonKey: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response;
}

async function throughput(target: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url: target, headers, connections: 20, duration: SECONDS });
  return Math.round(result.requests.average);
}
