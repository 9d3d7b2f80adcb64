import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  firstPaintMatchesApp,
  listFirstPaintPhoneTests,
} from '../support/list-first-paint-tests.js';
import { hold, type PaintedParts } from '../support/first-paint.js';

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
    const { preview, largestPaints } = await firstPaintMatchesApp(page, '/', PARTS);
    expect(largestPaints.at(-1)).toBe(
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

listFirstPaintPhoneTests('/', PARTS);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

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
