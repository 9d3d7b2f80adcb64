import type { AppServers } from 'page-server';
import { expect, test } from '../support/fixtures.js';
import { ISOLATED_SHELL_URL, startIsolatedApps } from '../support/isolated-apps.js';

let apps: AppServers;

test.beforeAll(async () => {
  apps = await startIsolatedApps();
});

test.afterAll(async () => {
  await apps.close();
});

test('a stopped remote costs only its routes, and "Try again" recovers once it is back', async ({
  page,
}) => {
  await apps.stopRemote('mf_detail');

  await page.goto(`${ISOLATED_SHELL_URL}/movie/603`);

  await expect(
    page.getByRole('heading', { name: 'This page is unavailable right now' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();

  // The header and the other remotes' routes keep working.
  await header.getByRole('link', { name: 'Discover' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });

  await apps.startRemote('mf_detail');
  await page.getByRole('button', { name: 'Try again' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  await expect(page).toHaveTitle('The Matrix · WatchWhere');
});
