// The database away, as an operator would see it and a visitor would live it: a stack of its own
// on the tests' PostgreSQL (WATCHWHERE_TEST_POSTGRES_URL), whose cluster the test stops. Guests'
// pages still render whole from the page server; a member's write is refused in words, and the
// watchlist holds what was saved before once the database is back.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { localBackendSettings, REPO_ROOT, type AppServers } from 'page-server';
import { TEST_CATALOG_DAY } from '../../../server/src/catalog/test-day.js';
import { startBackend, type StartedBackend } from '../../../server/src/index.js';
import { expect, test } from '../../support/fixtures.js';
import { DATABASE_OUTAGE_APP_PORT, DATABASE_OUTAGE_BACKEND_PORT } from '../../support/ports.js';
import { appPorts, startTestAppServers } from '../../support/stack.js';

const POSTGRES_URL = process.env.WATCHWHERE_TEST_POSTGRES_URL;
test.skip(!POSTGRES_URL, 'needs WATCHWHERE_TEST_POSTGRES_URL: pnpm test starts a PostgreSQL');

const SHELL_URL = `http://localhost:${DATABASE_OUTAGE_APP_PORT}`;
const cluster = (action: 'down' | 'up') =>
  execFileSync('bash', [path.join(REPO_ROOT, 'scripts/test-postgres.sh'), action], {
    stdio: 'ignore',
  });

let backend: StartedBackend;
let apps: AppServers;

test.beforeAll(async () => {
  backend = await startBackend({
    databaseUrl: POSTGRES_URL,
    inMemory: true,
    port: DATABASE_OUTAGE_BACKEND_PORT,
    emailConfirmation: false,
    catalogToday: TEST_CATALOG_DAY,
    warmCatalog: false,
    siteUrls: [SHELL_URL],
  });
  apps = await startTestAppServers({
    ports: appPorts(DATABASE_OUTAGE_APP_PORT),
    settings: localBackendSettings(backend),
    env: {},
  });
});

test.afterAll(async () => {
  cluster('up');
  await apps?.close();
  await backend?.close();
});

/** A new member signed up through the API, the page starting with their session. */
async function signedInMember(page: import('@playwright/test').Page) {
  const email = `outage-${Date.now().toString(36)}@example.com`;
  const auth = (path: string, body: unknown) =>
    fetch(`${backend.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const credentials = { email, password: 'popcorn-42' };
  await auth('signup', { ...credentials, data: { full_name: 'Ada Viewer' } });
  // The session as supabase-js keeps it after a password sign-in.
  const session = await (await auth('token?grant_type=password', credentials)).json();
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`,
    JSON.stringify(session),
  ] as const);
}

test('with the database down, guests still get whole pages and a member is told nothing was saved', async ({
  page,
}) => {
  await signedInMember(page);
  await page.goto(`${SHELL_URL}/movie/603`);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();

  cluster('down');
  try {
    const ready = await fetch(`${backend.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', missing: ['database'] });
    expect((await fetch(`${SHELL_URL}/readyz`)).status).toBe(200);

    // A guest's title page, as a crawler or a browser with no session asks for it.
    const guestPage = await fetch(`${SHELL_URL}/movie/155`);
    expect(guestPage.status).toBe(200);
    expect(await guestPage.text()).toContain('The Dark Knight');

    await page.goto(`${SHELL_URL}/movie/155`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Dark Knight' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(
      page.getByText(/^Nothing was saved: WatchWhere is unavailable right now/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();
  } finally {
    cluster('up');
  }

  await expect
    .poll(async () => (await fetch(`${backend.url}/readyz`)).status, {
      timeout: 20_000,
    })
    .toBe(200);
  await page.goto(`${SHELL_URL}/movie/603`);
  await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();
});
