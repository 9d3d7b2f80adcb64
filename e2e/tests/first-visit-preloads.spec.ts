import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

// A first visit starts everything its page needs with the HTML: the page itself is rendered on the
// server, the runtime config and the remotes list are in the page (no request for them), and each
// preload hint (the shell's start-up chunks, the route's remote entry and page chunks, the hero's
// image) is fetched once and used by the page, never fetched again nor left unused. The browser
// loads a remote by its entry: no manifest is fetched.

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
    networkQuiet,
  }) => {
    const { requests, warnings } = watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await networkQuiet();
    const hints = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    // The page's data came with its HTML: no catalog call is preloaded, none is needed first.
    expect(hints.some((href) => href.includes('/catalog/3/'))).toBe(false);
    expect(hints.some((href) => href.endsWith('/remoteEntry.js'))).toBe(true);
    for (const href of hints) expect(requests.get(href), href).toBe(1);
    expect([...requests.keys()].filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
    expect([...requests.keys()].filter((url) => /\/(config|remotes)\.json$/.test(url))).toEqual([]);
    // Chromium warns about a hint not used within a few seconds of the load.
    await page.waitForTimeout(3_500);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('a newcomer', () => {
  test.use({ onboarded: false });

  test("a shared title's link opens the title, and preloads only its own page's code", async ({
    page,
    consoleErrors,
    networkQuiet,
  }) => {
    const { requests, warnings } = watch(page);
    await page.goto('/movie/603');
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    await expect(page).toHaveURL(/\/movie\/603$/);
    await networkQuiet();
    const hints = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
      string,
      string
    >;
    expect(hints.filter((href) => href.endsWith('/remoteEntry.js'))).toEqual([
      remotes.mf_detail!.replace(/mf-manifest\.json$/, 'remoteEntry.js'),
    ]);
    for (const href of hints) expect(requests.get(href), href).toBe(1);
    await page.waitForTimeout(3_500);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
