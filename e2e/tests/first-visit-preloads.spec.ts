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

/** The order in which the page asked for each URL and got it, as `asked <url>` and `got <url>`. */
function recordOrder(page: Page) {
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${request.url()}`));
  page.on('requestfinished', (request) => events.push(`got ${request.url()}`));
  return events;
}

/** The app's scripts the page asked for, but its entry (`main.*.js`). */
const scriptsAskedFor = (events: string[]) =>
  events
    .filter((event) => event.startsWith('asked '))
    .map((event) => event.slice('asked '.length))
    .filter((url) => {
      const { pathname } = new URL(url);
      return pathname.endsWith('.js') && !/\/main\.\w+\.js$/.test(pathname);
    });

/** The images the served HTML paints before the app (attribute values, unescaped). */
const firstPaintImages = (html: string) =>
  [...html.matchAll(/<div id="first-screen-preview">.*?(?=<div id=)/gs)].flatMap(([preview]) =>
    [...preview.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')),
  );

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, heading } of ROUTES) {
    test(`${path}: the app's scripts are fetched once the first paint's images are in, each once`, async ({
      page,
      consoleErrors,
    }) => {
      const { requests } = watch(page);
      const events = recordOrder(page);
      const html = await (await page.goto(path))!.text();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const imagesIn = firstPaintImages(html).map((url) => events.indexOf(`got ${url}`));
      expect(imagesIn.length).toBeGreaterThan(0);
      for (const index of imagesIn) expect(index).toBeGreaterThan(-1);
      const scripts = scriptsAskedFor(events);
      expect(scripts.length).toBeGreaterThan(0);
      for (const url of scripts) {
        expect(events.indexOf(`asked ${url}`), url).toBeGreaterThan(Math.max(...imagesIn));
        expect(requests.get(url), url).toBe(1);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('on a wide screen a list page, painted by the app alone, asks for its scripts with the HTML', async ({
  page,
}) => {
  const events = recordOrder(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Find where to watch/i })).toBeVisible();
  const entryIn = events.findIndex((event) => /^got .*\/main\.\w+\.js$/.test(event));
  const hinted = await page.$$eval('link[rel="preload"][as="script"][media]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  expect(hinted.length).toBeGreaterThan(0);
  for (const url of hinted) expect(events.indexOf(`asked ${url}`), url).toBeLessThan(entryIn);
});
