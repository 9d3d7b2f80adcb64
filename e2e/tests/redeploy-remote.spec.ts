import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppServers } from '../../scripts/lib/app-servers.js';
import { REPO_ROOT } from '../../scripts/lib/apps.js';
import { expect, test } from '../support/fixtures.js';
import { ISOLATED_SHELL_URL, startIsolatedApps } from '../support/isolated-apps.js';
import {
  buildRemoteRelease,
  buildRemoteReleaseWith,
  deployRelease,
  exposedPageScripts,
} from '../support/remote-release.js';

let workDir: string;
let apps: AppServers;
/** Where each redeployed remote is served from: a copy of its build, replaced by each test. */
const deployed = (packageName: string) => path.join(workDir, packageName, 'deployed');
const rebuilt = (packageName: string) => path.join(workDir, packageName, 'rebuilt');

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'watchwhere-redeploy-'));
  for (const packageName of ['mf-onboarding', 'mf-discovery', 'mf-detail']) {
    cpSync(path.join(REPO_ROOT, packageName, 'dist'), deployed(packageName), { recursive: true });
  }
  apps = await startIsolatedApps({
    mf_onboarding: deployed('mf-onboarding'),
    mf_discovery: deployed('mf-discovery'),
    mf_detail: deployed('mf-detail'),
  });
});

test.afterAll(async () => {
  await apps.close();
  rmSync(workDir, { recursive: true, force: true });
});

test('a remote rebuilt and redeployed alone is live on reload, with no shell rebuild', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${ISOLATED_SHELL_URL}/welcome`);
  const remotePage = page.locator('[data-remote="mf_onboarding"]');
  await expect(remotePage).toBeVisible();
  const firstRelease = await remotePage.getAttribute('data-release');

  const release = `redeploy-${Date.now()}`;
  buildRemoteRelease('mf-onboarding', release, rebuilt('mf-onboarding'));
  deployRelease(rebuilt('mf-onboarding'), deployed('mf-onboarding'));
  await page.reload();

  await expect(remotePage).toHaveAttribute('data-release', release);
  expect(release).not.toBe(firstRelease);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to WatchWhere' }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a new build of mf-detail is live in the page server at once: in the HTML, then hydrated', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const titlePage = `${ISOLATED_SHELL_URL}/movie/603`;
  const served = async () =>
    (await request.get(titlePage, { headers: { cookie: 'watchwhere_onboarded=1' } })).text();
  // A render that misses its 400 ms budget (a cold worker on a busy machine) sends the loading
  // state, as designed: the page server is asked until it has rendered the title.
  await expect.poll(served, { timeout: 30_000 }).toMatch(/>Where to Watch<\/h2>/);

  const release = `server-render-${Date.now()}`;
  buildRemoteReleaseWith('mf-detail', release, rebuilt('mf-detail'), {
    file: 'src/features/where-to-watch/components/where-to-watch.tsx',
    from: '>Where to Watch</Heading>',
    to: '>Where to Watch Tonight</Heading>',
  });
  deployRelease(rebuilt('mf-detail'), deployed('mf-detail'));

  // The same page server, neither rebuilt nor restarted, renders the new build.
  await expect.poll(served, { timeout: 30_000 }).toMatch(/>Where to Watch Tonight<\/h2>/);
  expect(await served()).toContain(`data-release="${release}"`);
  await page.goto(titlePage);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Where to Watch Tonight' }),
  ).toBeVisible();
  await expect(page.locator('[data-remote="mf_detail"]')).toHaveAttribute('data-release', release);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a remote redeployed while the app is open: its next page comes from the new release', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${ISOLATED_SHELL_URL}/discover`);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();

    const release = `mid-session-${Date.now()}`;
    // The next page's own module changes (its title), so its code is a file the tab has not loaded
    // and the new release replaced.
    buildRemoteReleaseWith('mf-discovery', release, rebuilt('mf-discovery'), {
      file: 'src/pages/search-page.tsx',
      from: '<Page title="Search">',
      to: '<Page title="Search titles">',
    });
    expect(exposedPageScripts(rebuilt('mf-discovery'), 'SearchPage')).not.toEqual(
      exposedPageScripts(deployed('mf-discovery'), 'SearchPage'),
    );
    deployRelease(rebuilt('mf-discovery'), deployed('mf-discovery'));

    await page.getByRole('link', { name: 'Search' }).click();

    await expect(page).toHaveURL(`${ISOLATED_SHELL_URL}/search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page).toHaveTitle(/^Search titles/);
    await expect(page.locator('[data-remote="mf_discovery"]')).toHaveAttribute(
      'data-release',
      release,
    );
    await expect(page.getByText('This page is unavailable right now')).toHaveCount(0);
  });
});
