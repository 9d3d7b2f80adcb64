import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

// On a phone, home's first screen is painted from the HTML, before any script: the intro, the
// search box's frame, the popular searches' header and placeholders, and the first two posters of
// "Popular Right Now", where the app then shows them. Wider screens show the app at once.

const PREVIEW = '#first-screen-preview';

/** The parts both paint, as [preview selector, app selector]. */
const PARTS = {
  title: [`${PREVIEW} .fsp-title`, '#root h1'],
  lead: [`${PREVIEW} .fsp-lead`, '#root h1 + p'],
  search: [`${PREVIEW} .fsp-search`, '#root main form'],
  popularSearches: [`${PREVIEW} .fsp-row .fsp-h`, '#popular-searches-title'],
  popularRow: [`${PREVIEW} .fsp-popular .fsp-h`, '#root h2:text("Popular Right Now")'],
  firstPoster: [`${PREVIEW} .fsp-posters img >> nth=0`, '#root main ul li img >> nth=0'],
  secondPoster: [`${PREVIEW} .fsp-posters img >> nth=1`, '#root main ul li img >> nth=1'],
  bottomBar: [`${PREVIEW} .fsp-nav`, '#root nav[aria-label="Bottom"]'],
} as const;

/** Each part's box (rounded to a pixel) and, for images, what they show. */
async function layoutOf(page: Page, side: 0 | 1) {
  const layout: Record<string, string> = {};
  for (const [name, selectors] of Object.entries(PARTS)) {
    const part = page.locator(selectors[side]);
    await expect(part, name).toBeVisible();
    const box = (await part.boundingBox())!;
    const src = await part.evaluate((element) => element.getAttribute('src') ?? '');
    layout[name] = [box.x, box.y, box.width, box.height].map(Math.round).join(',') + ` ${src}`;
  }
  return layout;
}

/** Holds the requests `url` matches until the returned function is called. */
async function hold(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's layout shifts (summed) and its largest-paint candidates, so far. */
const paintEntries = (page: Page) =>
  page.evaluate(async () => {
    const entries = (type: string) =>
      new Promise<PerformanceEntry[]>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(list.getEntries());
        });
        observer.observe({ type, buffered: true });
        setTimeout(() => resolve([]), 500);
      });
    const shifts = (await entries('layout-shift')) as (PerformanceEntry & { value: number })[];
    const paints = (await entries('largest-contentful-paint')) as (PerformanceEntry & {
      url: string;
    })[];
    return {
      shift: shifts.reduce((sum, entry) => sum + entry.value, 0),
      largestPaints: paints.map((entry) => entry.url || 'text'),
    };
  });

const posterLoaded = (page: Page, selector: string) =>
  expect
    .poll(() => page.locator(selector).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

// Phones from small to the widest under the tablet breakpoint. A short one shows little of the
// posters: its largest paint is the intro's text.
for (const { posterIsLargest, ...viewport } of [
  { width: 390, height: 844, posterIsLargest: true },
  { width: 360, height: 640, posterIsLargest: false },
  { width: 412, height: 915, posterIsLargest: true },
  { width: 767, height: 1024, posterIsLargest: true },
]) {
  test(`${viewport.width}×${viewport.height}: home's first screen paints from the HTML where the app then shows it`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    const releaseApp = await hold(page, /\/main\.[0-9a-f]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await posterLoaded(page, PARTS.firstPoster[0]);
    const preview = await layoutOf(page, 0);
    expect(preview.firstPoster).toMatch(/\/w500\/\w+\.(svg|jpg)$/);
    const before = await paintEntries(page);

    releaseApp();
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    expect(await layoutOf(page, 1)).toEqual(preview);
    const after = await paintEntries(page);
    expect(after.shift).toBe(0);
    // The app's posters are the same images in the same boxes: no later largest paint.
    expect(after.largestPaints).toEqual(before.largestPaints);
    expect(after.largestPaints.at(-1)).toBe(
      posterIsLargest ? preview.firstPoster!.split(' ')[1] : 'text',
    );
    expect(consoleErrors).toEqual([]);
  });
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width}×${viewport.height}: a wider screen paints nothing before the app`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const releaseApp = await hold(page, /\/main\.[0-9a-f]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator(PREVIEW)).toHaveCount(1);
    expect(await page.locator(PREVIEW).boundingBox()).toBeNull();
    releaseApp();
    await expect(
      page.getByRole('heading', { level: 1, name: /Find where to watch/i }),
    ).toBeVisible();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first paint stays while the popular row loads, and screen readers hear one status', async ({
    page,
    consoleErrors,
  }) => {
    const releaseList = await hold(page, /\/3\/movie\/popular\?/);
    await page.goto('/');
    await expect(page.locator('#root [data-page-loading]')).toHaveCount(1);
    await expect(page.locator(PARTS.firstPoster[0])).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Loading WatchWhere...' });
    await expect(status).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    releaseList();
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    await expect(page.locator(PARTS.firstPoster[1])).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a browser whose home shows its own rows first gets no first paint, from its next visit on', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search movies and TV shows' });
    await search.fill('matrix');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?q=matrix/);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recent Searches' })).toBeVisible();
    expect(await page.locator(PREVIEW).count()).toBe(0);
    // Clearing the row brings the first paint back.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.goto('/');
    await expect(page.locator(PARTS.firstPoster[1])).toBeVisible();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('id="first-screen-preview"');
  });
});
