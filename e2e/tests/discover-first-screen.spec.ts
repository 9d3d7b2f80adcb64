import { expect, test } from '../support/fixtures.js';
import {
  firstPaintMatchesApp,
  listFirstPaintPhoneTests,
} from '../support/list-first-paint-tests.js';
import { hold, type PaintedParts } from '../support/first-paint.js';

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
    await firstPaintMatchesApp(page, '/discover', PARTS);
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

listFirstPaintPhoneTests('/discover', PARTS);

test('a chosen service in the URL gets no first paint: its row is that service’s', async ({
  page,
}) => {
  const served = await (await page.request.get('/discover?subscriptions=netflix')).text();
  expect(served).not.toContain('id="first-screen-preview"');
  expect(await (await page.request.get('/discover')).text()).toContain('id="first-screen-preview"');
});
