// Many page servers on shared release storage, as production runs them: release files in an
// object store, the pointer in PostgreSQL, no disk shared between the page servers. A team's CI
// promotes and rolls back from a machine of its own; every page server follows.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from 'page-server';
import {
  APP_FOLDERS,
  DEFAULT_ENV,
  newRelease,
  promote,
  promoteAll,
  releasesFromEnv,
  rollback,
} from 'page-server/releases';
import { SHARED_STORE_PAGE_SERVER_PORTS, SHARED_STORE_S3_PORT } from '../../support/ports.js';
import {
  machine,
  publishCopy,
  sharedStoreSettings,
  startPageServer,
  startReleaseBucket,
  type PageServerProcess,
} from '../../support/shared-release-store.js';

const POSTGRES_URL = process.env.WATCHWHERE_TEST_POSTGRES_URL;
test.skip(!POSTGRES_URL, 'needs WATCHWHERE_TEST_POSTGRES_URL: pnpm test starts a PostgreSQL');

const ENV = `e2e-${randomBytes(4).toString('hex')}`;
let bucketDir: string;
let bucket: Awaited<ReturnType<typeof startReleaseBucket>>;
let settings: NodeJS.ProcessEnv;
let teamCi: ReturnType<typeof machine>;
let servers: PageServerProcess[] = [];
let liveDetail: string;
let newDetail: string;

const pageServerEnv = (port: number): NodeJS.ProcessEnv => ({
  ...settings,
  PORT: String(port),
  WATCHWHERE_ENV: ENV,
  SUPABASE_URL: process.env.E2E_BACKEND_URL,
  SUPABASE_ANON_KEY: process.env.E2E_ANON_KEY,
  CATALOG_URL: `${process.env.E2E_BACKEND_URL}/catalog`,
});
const startServers = async () => {
  servers = [];
  for (const port of SHARED_STORE_PAGE_SERVER_PORTS) {
    servers.push(await startPageServer(pageServerEnv(port)));
  }
};

/** The mf-detail release a page server's next page names (its inline remotes list). */
async function detailReleaseOf(server: PageServerProcess): Promise<string | undefined> {
  const html = await (await fetch(`${server.url}/movie/603`)).text();
  const remotes = /<script[^>]*id="watchwhere-remotes"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  const manifest = remotes ? (JSON.parse(remotes) as Record<string, string>).mf_detail : undefined;
  return manifest && /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(manifest)?.[1];
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  bucketDir = mkdtempSync(path.join(tmpdir(), 'watchwhere-bucket-'));
  bucket = await startReleaseBucket(SHARED_STORE_S3_PORT, bucketDir);
  settings = sharedStoreSettings({
    endpoint: bucket.endpoint,
    prefix: ENV,
    pointerUrl: POSTGRES_URL!,
  });
  teamCi = machine(settings);
  // Each app's live release of this workspace, stored as its team's CI stores a release.
  const workspace = releasesFromEnv({});
  const { pointer } = await workspace.pointers.read(DEFAULT_ENV);
  const built = APP_FOLDERS.map((app) => ({ app, id: pointer[app]!.live }));
  for (const { app, id } of built) {
    await publishCopy(teamCi.releases, app, id, await workspace.files.fetch(app, id));
  }
  await promoteAll(teamCi.releases, ENV, built);
  liveDetail = pointer['mf-detail']!.live;
  // A new mf-detail release: the live build stored again under a new id, as a rebuild would be.
  const rebuild = mkdtempSync(path.join(tmpdir(), 'watchwhere-rebuild-'));
  cpSync(await workspace.files.fetch('mf-detail', liveDetail), rebuild, { recursive: true });
  const record = newRelease('mf-detail');
  writeFileSync(path.join(rebuild, 'release.json'), JSON.stringify(record));
  await teamCi.releases.files.publish('mf-detail', record.id, rebuild);
  rmSync(rebuild, { recursive: true, force: true });
  newDetail = record.id;
  await startServers();
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await teamCi?.close();
  await bucket?.close();
  if (bucketDir) rmSync(bucketDir, { recursive: true, force: true });
});

test('a promote and a rollback from a CI machine reach every page server within 2 s', async ({
  page,
}) => {
  for (const server of servers) expect(await detailReleaseOf(server)).toBe(liveDetail);

  await promote(teamCi.releases, ENV, 'mf-detail', newDetail);
  for (const server of servers) {
    await expect.poll(() => detailReleaseOf(server), { timeout: 2_000 }).toBe(newDetail);
  }
  // A visitor of each gets the title page, its code from the new release in the bucket.
  for (const server of servers) {
    const newCode = `${settings.RELEASES_PUBLIC_URL}/mf-detail/releases/${newDetail}/`;
    const fromBucket: string[] = [];
    const seen = (request: { url(): string }) => {
      if (request.url().startsWith(newCode)) fromBucket.push(request.url());
    };
    page.on('request', seen);
    await page.goto(`${server.url}/movie/603`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    expect(fromBucket.length, `${server.url} loads mf-detail from the bucket`).toBeGreaterThan(0);
    page.off('request', seen);
  }

  await rollback(teamCi.releases, ENV, 'mf-detail');
  for (const server of servers) {
    await expect.poll(() => detailReleaseOf(server), { timeout: 2_000 }).toBe(liveDetail);
  }
});

test('one page server stopped mid-run: the other keeps answering', async () => {
  const [stopped, other] = servers as [PageServerProcess, PageServerProcess];
  const statuses: number[] = [];
  let stopping: Promise<void> | undefined;
  for (let request = 0; request < 30; request += 1) {
    if (request === 10) stopping = stopped.stop();
    statuses.push((await fetch(`${other.url}/movie/603`)).status);
  }
  await stopping;
  expect(statuses).toEqual(Array(30).fill(200));
  await expect(fetch(`${stopped.url}/movie/603`)).rejects.toThrow();
});

test('the pointer and its history survive a restart of everything', async () => {
  test.setTimeout(120_000);
  await Promise.all(servers.map((server) => server.stop()));
  await teamCi.close();
  await bucket.close();
  execFileSync('bash', [path.join(REPO_ROOT, 'scripts', 'test-postgres.sh'), 'restart'], {
    env: { ...process.env, POSTGRES_TEST_PORT: new URL(POSTGRES_URL!).port },
    stdio: 'ignore',
  });
  bucket = await startReleaseBucket(SHARED_STORE_S3_PORT, bucketDir);
  teamCi = machine(settings);

  const history = await teamCi.releases.pointers.history(ENV);
  expect(
    history
      .filter(({ app }) => app === 'mf-detail')
      .map(({ action, live, replaced }) => [action, live, replaced]),
  ).toEqual([
    ['rollback', liveDetail, newDetail],
    ['promote', newDetail, liveDetail],
    ['promote', liveDetail, null],
  ]);
  await startServers();
  for (const server of servers) expect(await detailReleaseOf(server)).toBe(liveDetail);
});
