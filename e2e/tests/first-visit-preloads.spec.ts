import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

// A first visit starts everything its first screen needs with the HTML: the runtime config and the
// remotes list are in the page (no request for them), and each preload hint (the shell's start-up
// chunks, the route's remote manifest, entry and page chunks, its catalog calls and backdrop) is
// fetched once and used by the page, never fetched again nor left unused.

const ROUTES = [
  { path: '/', heading: /Find where to watch/i },
  { path: '/discover', heading: 'Discover' },
  { path: '/movie/603', heading: 'The Matrix' },
];

/** Every request the page makes, counted by URL, and the console's warnings. */
function watch(page: Page) {
  const requests = new Map<string, number>();
  const warnings: string[] = [];
  page.on('request', (request) =>
    requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1),
  );
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { requests, warnings };
}

for (const { path, heading } of ROUTES) {
  test(`${path}: every preload hint is fetched once and used, and the deploy files come inline`, async ({
    page,
    consoleErrors,
  }) => {
    const { requests, warnings } = watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const hints = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    const kinds = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((link) => link.getAttribute('as')),
    );
    expect(kinds).toEqual(expect.arrayContaining(['script', 'fetch']));
    expect(hints.some((href) => href.endsWith('/mf-manifest.json'))).toBe(true);
    for (const href of hints) expect(requests.get(href), href).toBe(1);
    expect([...requests.keys()].filter((url) => /\/(config|remotes)\.json$/.test(url))).toEqual([]);
    // Chromium warns about a hint not used within a few seconds of the load.
    await page.waitForTimeout(3_500);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a search link preloads no catalog call its page would not make', async ({ page }) => {
  const { requests } = watch(page);
  await page.goto('/?q=matrix');
  await expect(page.getByRole('link', { name: /The Matrix/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const calls = await page.$$eval('link[rel="preload"][as="fetch"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  expect(calls.every((href) => href.endsWith('/mf-manifest.json'))).toBe(true);
  expect(requests.get(calls[0]!)).toBe(1);
});

test.describe('a newcomer', () => {
  test.use({ onboarded: false });

  test("a shared title's link preloads /welcome, where the gate sends them, and every hint is used", async ({
    page,
    consoleErrors,
  }) => {
    const { requests, warnings } = watch(page);
    await page.goto('/movie/603');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to WatchWhere' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/welcome\?redirect=/);
    await page.waitForLoadState('networkidle');
    const hints = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
      string,
      string
    >;
    expect(hints.filter((href) => href.endsWith('/mf-manifest.json'))).toEqual([
      remotes.mf_onboarding,
    ]);
    // Nor does the shell load the title's page ahead, for a page the gate does not show.
    expect(requests.has(remotes.mf_detail!)).toBe(false);
    expect(hints.some((href) => href.includes('/catalog/'))).toBe(false);
    for (const href of hints) expect(requests.get(href), href).toBe(1);
    await page.waitForTimeout(3_500);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
