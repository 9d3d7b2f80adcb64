import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';
import {
  hold,
  imageLoaded,
  layoutOf,
  paintEntries,
  type PaintedParts,
} from '../support/first-paint.js';

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
} as const satisfies PaintedParts;

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
    await imageLoaded(page, PARTS.firstPoster[0]);
    const preview = await layoutOf(page, PARTS, 0);
    expect(preview.firstPoster).toMatch(/\/w500\/\w+\.(svg|jpg)$/);
    const before = await paintEntries(page);

    releaseApp();
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    expect(await layoutOf(page, PARTS, 1)).toEqual(preview);
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

/** The HTML the server sends for home to this browser (its cookies included). */
const servedHome = async (page: Page) => (await page.request.get('/')).text();

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first paint is one status for screen readers, and passes axe', async ({ page }) => {
    await hold(page, /\/main\.[0-9a-f]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator(PARTS.firstPoster[0])).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Loading WatchWhere...' });
    await expect(status).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the first paint stays while the popular row loads, instead of a skeleton', async ({
    page,
    consoleErrors,
  }) => {
    const releaseList = await hold(page, /\/3\/movie\/popular\?/);
    await page.goto('/');
    await expect(page.locator('#root [data-page-loading]')).toHaveCount(1);
    await expect(page.locator(PARTS.firstPoster[0])).toBeVisible();
    releaseList();
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    await expect(page.locator(PARTS.firstPoster[1])).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a browser whose home shows its own rows first gets no first paint, until they are gone', async ({
    page,
  }) => {
    expect(await servedHome(page)).toContain('id="first-screen-preview"');
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search movies and TV shows' });
    await search.fill('matrix');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?q=matrix/);
    expect(await servedHome(page)).not.toContain('id="first-screen-preview"');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recent Searches' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Recent Searches' })).toHaveCount(0);
    expect(await servedHome(page)).toContain('id="first-screen-preview"');
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the painted search box shows the app with its search box focused', async ({
    page,
  }) => {
    const releaseList = await hold(page, /\/3\/movie\/popular\?/);
    await page.goto('/');
    await expect(page.locator('#root [data-page-loading]')).toHaveCount(1);
    const box = (await page.locator(PARTS.search[0]).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    const search = page.getByRole('combobox', { name: 'Search movies and TV shows' });
    await expect(search).toBeFocused();
    await page.keyboard.type('matrix');
    await expect(search).toHaveValue('matrix');
    releaseList();
  });
});
