/** `pnpm --filter server start:catalog` (src/catalog-main.ts) as its own process. */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { runToExit } from './server-process.js';
import {
  FIXTURE_API_KEY,
  startFixtureTmdb,
  type FixtureTmdb,
} from './catalog/tmdb/testing/fixture-server.js';

const ENTRY = 'src/catalog-main.ts';
const serverDir = fileURLToPath(new URL('../', import.meta.url));

/** None of the settings the catalog reads from the test's own environment, and a spare port. */
const CLEAN_ENV = {
  HOST: '',
  PORT: '0',
  TMDB_API_KEY: '',
  TMDB_READ_TOKEN: '',
  TMDB_BASE_URL: '',
  WATCHWHERE_NOW: '',
  WATCHWHERE_ENV: '',
  CATALOG_PUBLIC_URL: '',
  API_EXTERNAL_URL: '',
  ALLOWED_HOSTS: '',
  TMDB_MAX_RPS: '',
  CATALOG_RATE_LIMIT: '',
  CATALOG_INTERNAL_TOKEN: '',
  TRUST_PROXY: '',
  METRICS_PORT: '',
};

interface RunningCatalog {
  /** The printed base, ending in /catalog. */
  url: string;
  /** What it said it serves: `offline sample data` or `TMDB`. */
  kind: string;
  child: ChildProcess;
  /** Sends the signal; resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** What it printed so far (its log lines too). */
  output(): string;
}

function startCatalog(env: NodeJS.ProcessEnv = {}): Promise<RunningCatalog> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: serverDir,
    env: { ...process.env, ...CLEAN_ENV, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^Catalog \((.+)\) listening on .+: (http:\/\/\S+\/catalog)$/m.exec(output);
      if (line) resolve({ kind: line[1]!, url: line[2]!, child, stop, output: () => output });
    });
    void exited.then((code) => reject(new Error(`catalog exited early (${code}): ${output}`)));
  });
}

/** A GET with a Host header of our choosing (fetch sets its own). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let dataDir: string;
before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'watchwhere-catalog-alone-'));
});
after(() => rm(dataDir, { recursive: true, force: true }));

test('the catalog alone serves details and images, guards hosts, and touches no data folder', async () => {
  const catalog = await startCatalog({
    WATCHWHERE_DATA_DIR: dataDir,
    ALLOWED_HOSTS: 'catalog.example.com',
  });
  try {
    assert.equal(catalog.kind, 'offline sample data');
    const details = await fetch(`${catalog.url}/3/movie/603`);
    assert.equal(details.status, 200);
    assert.equal(details.headers.get('x_sample'), 'true');
    const movie = (await details.json()) as { title: string; poster_path: string };
    assert.equal(movie.title, 'The Matrix');
    const poster = await fetch(`${catalog.url}/img/w500${movie.poster_path}`);
    assert.equal(poster.status, 200);
    assert.match(String(poster.headers.get('content-type')), /^image\/svg\+xml/);
    assert.match(await poster.text(), /^<svg/);
    const today = await fetch(`${catalog.url}/ww/today`);
    assert.match(((await today.json()) as { today: string }).today, /^\d{4}-\d{2}-\d{2}$/);

    // The backend's host check, from the same settings.
    const foreign = await getWithHost(`${catalog.url}/3/movie/603`, 'evil.example:54322');
    assert.equal(foreign.status, 403);
    assert.match(foreign.body, /host_not_allowed/);
    const listed = await getWithHost(`${catalog.url}/3/movie/603`, 'catalog.example.com');
    assert.equal(listed.status, 200);
  } finally {
    assert.equal(await catalog.stop('SIGTERM'), 0);
  }
  // No lock, no database, no keys: nothing was written to the data folder.
  assert.deepEqual(await readdir(dataDir), []);
});

test('two run at once on one machine; a third on a port in use stops with one line', async () => {
  const [first, second] = await Promise.all([
    startCatalog({ WATCHWHERE_DATA_DIR: dataDir }),
    startCatalog({ WATCHWHERE_DATA_DIR: dataDir }),
  ]);
  try {
    assert.notEqual(first.url, second.url);
    for (const catalog of [first, second]) {
      const response = await fetch(`${catalog.url}/3/movie/603`);
      assert.equal(response.status, 200, catalog.url);
    }
    const port = new URL(first.url).port;
    const third = await runToExit(ENTRY, { ...CLEAN_ENV, PORT: port });
    assert.equal(third.code, 1);
    assert.match(
      third.stderr,
      new RegExp(`^The catalog cannot listen on 127\\.0\\.0\\.1 port ${port}: .+\\n$`),
    );
  } finally {
    assert.equal(await first.stop('SIGINT'), 0);
    assert.equal(await second.stop('SIGTERM'), 0);
  }
});

test('a bad or missing setting stops it at start with one line naming it, exit 1', async () => {
  const cases: [NodeJS.ProcessEnv, RegExp][] = [
    [{ PORT: 'eighty' }, /^PORT must be a port number/],
    [{ PORT: '70000' }, /^PORT must be a port number/],
    [{ HOST: 'not a host' }, /^HOST must be/],
    [
      { TMDB_API_KEY: FIXTURE_API_KEY, TMDB_BASE_URL: 'ftp://tmdb.example/3' },
      /^TMDB_BASE_URL must be an http\(s\) URL/,
    ],
    [{ TMDB_BASE_URL: 'tmdb.example/3' }, /^TMDB_BASE_URL must be an http\(s\) URL/],
    [{ WATCHWHERE_NOW: 'tomorrow' }, /^WATCHWHERE_NOW must be a calendar day/],
    [{ CATALOG_PUBLIC_URL: 'catalog.example.com' }, /^CATALOG_PUBLIC_URL must be an http\(s\) URL/],
    [{ TRUST_PROXY: 'everyone' }, /^TRUST_PROXY must be addresses or CIDR ranges/],
    [{ TRUST_PROXY: '10.0.0.0/40' }, /^TRUST_PROXY must be addresses or CIDR ranges/],
    [{ TMDB_MAX_RPS: '0' }, /^TMDB_MAX_RPS must be a whole number/],
    [{ CATALOG_RATE_LIMIT: 'lots' }, /^CATALOG_RATE_LIMIT must be a whole number/],
    [{ CATALOG_INTERNAL_TOKEN: 'short' }, /^CATALOG_INTERNAL_TOKEN must be at least 16/],
  ];
  const runs = await Promise.all(cases.map(([env]) => runToExit(ENTRY, { ...CLEAN_ENV, ...env })));
  runs.forEach((run, index) => {
    const [env, named] = cases[index]!;
    const where = JSON.stringify(env);
    assert.equal(run.code, 1, where);
    assert.match(run.stderr, named, where);
    assert.equal(run.stderr.trimEnd().split('\n').length, 1, `${where}: ${run.stderr}`);
    assert.equal(run.stdout, '', where);
  });
});

test('with a TMDB key it proxies TMDB_BASE_URL, /3/find included', async () => {
  let tmdb: FixtureTmdb | undefined;
  let catalog: RunningCatalog | undefined;
  try {
    tmdb = await startFixtureTmdb();
    catalog = await startCatalog({ TMDB_API_KEY: FIXTURE_API_KEY, TMDB_BASE_URL: tmdb.baseUrl });
    assert.equal(catalog.kind, 'TMDB');
    const details = await fetch(`${catalog.url}/3/movie/550`);
    assert.equal(((await details.json()) as { title: string }).title, 'Fight Club');
    const found = await fetch(`${catalog.url}/3/find/tt0137523?external_source=imdb_id`);
    assert.equal(found.status, 200);
    const body = (await found.json()) as { movie_results: { id: number }[] };
    assert.equal(body.movie_results[0]?.id, 550);
    const malformed = await fetch(`${catalog.url}/3/find/137523?external_source=imdb_id`);
    assert.equal(malformed.status, 400);
    assert.ok(tmdb.requests.every((path) => !path.includes('/find/137523')));
  } finally {
    if (catalog) assert.equal(await catalog.stop(), 0);
    await tmdb?.close();
  }
});

test('in production its metrics are on METRICS_PORT only, and a TMDB 429 is logged and counted', async () => {
  const tmdb = await startFixtureTmdb();
  const metricsPort = await freePort();
  let catalog: RunningCatalog | undefined;
  try {
    catalog = await startCatalog({
      WATCHWHERE_ENV: 'production',
      METRICS_PORT: String(metricsPort),
      TMDB_API_KEY: FIXTURE_API_KEY,
      TMDB_BASE_URL: tmdb.baseUrl,
    });
    const origin = new URL(catalog.url).origin;
    assert.equal((await fetch(`${catalog.url}/3/movie/550`)).status, 200);
    tmdb.outage = { status: 429, headers: { 'retry-after': '30' } };
    const limited = await fetch(`${catalog.url}/3/tv/1396`);
    assert.equal(limited.status, 503);
    assert.equal(limited.headers.get('retry-after'), '30');
    assert.equal((await fetch(`${origin}/metrics`)).status, 404);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    assert.match(metrics, /^watchwhere_tmdb_requests_total\{status="2xx"\} 1$/m);
    assert.match(metrics, /^watchwhere_tmdb_requests_total\{status="429"\} 1$/m);
    assert.equal((await fetch(`${origin}/readyz`)).status, 200);
    await waitFor(() => /TMDB answered 429/.test(catalog!.output()));
    const line = catalog
      .output()
      .split('\n')
      .find((text) => text.includes('TMDB answered 429'));
    assert.equal(JSON.parse(line!).retry_after_s, 30);
    assert.ok(!catalog.output().includes(FIXTURE_API_KEY));
  } finally {
    if (catalog) assert.equal(await catalog.stop(), 0);
    await tmdb.close();
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 50) throw new Error('waited 5 s in vain');
    await sleep(100);
  }
}
