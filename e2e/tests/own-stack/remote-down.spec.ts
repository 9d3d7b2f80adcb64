import { PassThrough } from 'node:stream';
import { createOperations } from 'observability';
import type { AppServers } from 'page-server';
import { expect, test } from '../../support/fixtures.js';
import { ISOLATED_SHELL_URL, startIsolatedApps } from '../../support/isolated-apps.js';

let apps: AppServers;
/** The isolated page server's log lines, as an operator reads them. */
const logLines: Record<string, unknown>[] = [];

test.beforeAll(async () => {
  const logTo = new PassThrough();
  logTo.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line));
  });
  const operations = createOperations({ service: 'page-server', log: true, logTo });
  apps = await startIsolatedApps({ operations });
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
  // The page server counts the pages its remote cannot serve, and its log says which remote. It
  // learns of the stop once its last read of the remote's manifest (fresh for 1 s) is over.
  await expect
    .poll(async () => {
      await fetch(`${ISOLATED_SHELL_URL}/movie/603`);
      return (await fetch(`${ISOLATED_SHELL_URL}/metrics`)).text();
    })
    .toMatch(/^watchwhere_page_render_fallbacks_total\{reason="remote_unavailable"\} [1-9]/m);
  await expect
    .poll(() => logLines.find((line) => line.reason === 'remote_unavailable'))
    .toMatchObject({ remote: 'mf_detail', route: '/movie/:id', level: 40 });

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
