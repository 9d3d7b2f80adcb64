import { accessibilityViolations, expect, test } from '../support/fixtures.js';
import {
  hold,
  imageLoaded,
  layoutOf,
  paintEntries,
  type PaintedParts,
} from '../support/first-paint.js';

// On a phone, Discover's first screen is painted from the HTML, before any script: the title and
// lead, the search box's frame and the Filters button, the Movies/TV Shows toggle, the services
// row's place, the top searches' header and placeholders, and the first two posters of "Popular
// Movies", where the app then shows them. Wider screens show the app at once.

const PREVIEW = '#first-screen-preview';
const APP_MAIN = '#root main';

const PARTS = {
  title: [`${PREVIEW} .fsp-title`, '#root h1'],
  lead: [`${PREVIEW} .fsp-lead`, '#root h1 + p'],
  search: [`${PREVIEW} .fsp-search`, `${APP_MAIN} form`],
  filters: [`${PREVIEW} .fsp-button`, `${APP_MAIN} button:has-text("Filters")`],
  mediaToggle: [`${PREVIEW} .fsp-media`, `${APP_MAIN} fieldset`],
  tvShows: [`${PREVIEW} .fsp-media span >> nth=1`, `${APP_MAIN} fieldset label >> nth=1`],
  topSearched: [`${PREVIEW} .fsp-row .fsp-h`, '#popular-searches-title'],
  refresh: [
    `${PREVIEW} .fsp-actions svg >> nth=0`,
    `${APP_MAIN} [aria-label="Refresh top searched"]`,
  ],
  popularRow: [`${PREVIEW} .fsp-popular .fsp-h`, '#root h2:text("Popular Movies")'],
  firstPoster: [`${PREVIEW} .fsp-posters img >> nth=0`, `${APP_MAIN} ul li img >> nth=0`],
  secondPoster: [`${PREVIEW} .fsp-posters img >> nth=1`, `${APP_MAIN} ul li img >> nth=1`],
  bottomBar: [`${PREVIEW} .fsp-nav`, '#root nav[aria-label="Bottom"]'],
} as const satisfies PaintedParts;

const MAIN_JS = /\/main\.[0-9a-f]+\.js$/;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 412, height: 915 },
  { width: 767, height: 1024 },
]) {
  test(`${viewport.width}×${viewport.height}: Discover's first screen paints from the HTML where the app then shows it`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    const releaseApp = await hold(page, MAIN_JS);
    await page.goto('/discover', { waitUntil: 'commit' });
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
    expect(consoleErrors).toEqual([]);
  });
}

test('1280×800: a wide screen paints nothing before the app', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const releaseApp = await hold(page, MAIN_JS);
  await page.goto('/discover', { waitUntil: 'commit' });
  await expect(page.locator(PREVIEW)).toHaveCount(1);
  expect(await page.locator(PREVIEW).boundingBox()).toBeNull();
  releaseApp();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first paint is one status for screen readers, and passes axe', async ({ page }) => {
    await hold(page, MAIN_JS);
    await page.goto('/discover', { waitUntil: 'commit' });
    await expect(page.locator(PARTS.firstPoster[0])).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Loading WatchWhere...' });
    await expect(status).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the first paint stays while the popular movies load, instead of a skeleton', async ({
    page,
    consoleErrors,
  }) => {
    const releaseList = await hold(page, /\/3\/movie\/popular\?/);
    await page.goto('/discover');
    await expect(page.locator('#root [data-page-loading]')).toHaveCount(1);
    await expect(page.locator(PARTS.firstPoster[0])).toBeVisible();
    releaseList();
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    await expect(page.locator(PARTS.firstPoster[1])).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a chosen service in the URL gets no first paint: its row is that service’s', async ({
    page,
  }) => {
    const served = await (await page.request.get('/discover?subscriptions=netflix')).text();
    expect(served).not.toContain('id="first-screen-preview"');
    expect(await (await page.request.get('/discover')).text()).toContain(
      'id="first-screen-preview"',
    );
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the painted search box shows the app with its search box focused', async ({
    page,
  }) => {
    const releaseList = await hold(page, /\/3\/movie\/popular\?/);
    await page.goto('/discover');
    await expect(page.locator('#root [data-page-loading]')).toHaveCount(1);
    const box = (await page.locator(PARTS.search[0]).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    const search = page.getByRole('combobox', { name: 'Search movies and TV shows' });
    await expect(search).toBeFocused();
    releaseList();
  });
});
