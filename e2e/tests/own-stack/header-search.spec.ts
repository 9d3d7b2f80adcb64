import type { AppServers } from 'page-server';
import { accessibilityViolations, expect, test } from '../../support/fixtures.js';
import { ISOLATED_SHELL_URL, startIsolatedApps } from '../../support/isolated-apps.js';
import { E2E_APP_PORT, ISOLATED_APP_PORT } from '../../support/ports.js';
import { appPorts } from '../../support/stack.js';
import { SEARCH_LABEL } from '../../support/search-box.js';

declare global {
  interface Window {
    __titlePaintedAt?: number;
  }
}

const TITLE_PAGE = '[data-remote="mf_detail"]';

test('from a title page the header suggests titles; a pick opens it and home lists it as a recent search', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      window.__titlePaintedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, TITLE_PAGE);
  await page.goto('/movie/603');
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();

  const header = page.getByRole('banner');
  const search = header.getByRole('combobox', { name: SEARCH_LABEL });
  await search.fill('i');
  await page.waitForTimeout(600);
  await expect(header.getByRole('option')).toHaveCount(0);

  await search.fill('incep');
  await expect(header.getByRole('option', { name: /Inception/ }).first()).toBeVisible();
  expect(await header.getByRole('option').count()).toBeLessThanOrEqual(12);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The discovery remote's code was asked for only once the title page was on screen.
  const discoveryOrigin = `http://localhost:${appPorts(E2E_APP_PORT).mf_discovery}`;
  const { paintedAt, discoveryStarts } = await page.evaluate(
    (origin) => ({
      paintedAt: window.__titlePaintedAt ?? Infinity,
      discoveryStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(origin))
        .map((entry) => entry.startTime),
    }),
    discoveryOrigin,
  );
  expect(discoveryStarts.length).toBeGreaterThan(0);
  expect(Math.min(...discoveryStarts)).toBeGreaterThan(paintedAt);

  await search.press('Escape');
  await expect(header.getByRole('listbox')).toBeHidden();
  await search.press('ArrowDown');
  await search.press('ArrowDown');
  const chosen = header.locator('[role="option"][aria-selected="true"]');
  await expect(chosen).toHaveText(/^Inception/);
  await search.press('Enter');

  await expect(page).toHaveURL(/\/movie\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inception' })).toBeVisible();

  await page.goto('/');
  const recent = page
    .locator('[data-remote="mf_discovery"]')
    .getByRole('region', { name: 'Recent Searches' });
  await expect(recent.getByRole('button', { name: 'Inception' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a submitted term opens home’s results and joins the recent searches', async ({
  page,
  consoleErrors,
}) => {
  // The plain box painted first searches too, but only the discovery search records the term.
  const discoverySearch = page.waitForResponse((response) =>
    response.url().includes('__federation_expose_HeaderSearch'),
  );
  await page.goto('/discover');
  await discoverySearch;
  const search = page.getByRole('banner').getByRole('combobox', { name: SEARCH_LABEL });
  await search.fill('star trek');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?q=star%20trek$/);
  const main = page.locator('[data-remote="mf_discovery"]');
  await expect(main.getByRole('heading', { name: 'Search Results' })).toBeVisible();

  await page.goto('/');
  await expect(
    main
      .getByRole('region', { name: 'Recent Searches' })
      .getByRole('button', { name: 'star trek' }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar has no search box; its search icon goes to /search', async ({ page }) => {
    await page.goto('/movie/603');
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});

test.describe('with the discovery remote down', () => {
  let apps: AppServers;

  test.beforeAll(async () => {
    apps = await startIsolatedApps();
  });

  test.afterAll(async () => {
    await apps.close();
  });

  test('the plain header box stays and still sends a search to home', async ({ page }) => {
    await apps.stopRemote('mf_discovery');
    const discoveryOrigin = `http://localhost:${appPorts(ISOLATED_APP_PORT).mf_discovery}`;
    const discoveryFailed = page.waitForEvent('requestfailed', (request) =>
      request.url().startsWith(discoveryOrigin),
    );

    await page.goto(`${ISOLATED_SHELL_URL}/movie/603`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    await discoveryFailed;

    const search = page.getByRole('banner').getByRole('combobox', { name: SEARCH_LABEL });
    await search.fill('matrix');
    await page.waitForTimeout(600);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await search.press('Enter');

    await expect(page).toHaveURL(`${ISOLATED_SHELL_URL}/?q=matrix`);
    await expect(
      page.getByRole('heading', { name: 'This page is unavailable right now' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
