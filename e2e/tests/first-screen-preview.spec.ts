import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';
import { hold, paintEntries } from '../support/first-paint.js';

// A title page's backdrop is painted from the HTML, before any script: the page server puts the
// bar's place and the shaded backdrop where the app shows them. The shell swaps in the app once the
// page has rendered past its loading states, with nothing moving and no second largest paint.

const PREVIEW = '#first-screen-preview';
const PREVIEW_BACKDROP = `${PREVIEW} img`;
const APP_BACKDROP = '#root main section img[alt=""]';

/** The bar, the hero and the shade over its backdrop, as the preview and the app lay them out. */
async function looks(page: Page, parts: { bar: string; backdrop: string }) {
  return page.evaluate(({ bar, backdrop }) => {
    const style = (element: Element | null | undefined) => {
      const computed = getComputedStyle(element!);
      const box = element!.getBoundingClientRect();
      return [box.top, box.height, computed.backgroundColor, computed.backgroundImage].join(' ');
    };
    const image = document.querySelector(backdrop);
    const barElement = document.querySelector(bar)!;
    return {
      bar: `${style(barElement)} ${getComputedStyle(barElement).borderBottom}`,
      hero: style(image?.parentElement),
      shade: style(image?.nextElementSibling),
    };
  }, parts);
}

async function boxOf(page: Page, selector: string) {
  const image = page.locator(selector);
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  return { box: await image.boundingBox(), src: await image.getAttribute('src') };
}

// Desktop and phone, each also shorter than the hero's least height, and the first desktop width.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 1280, height: 600 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 390, height: 500 },
]) {
  test(`${viewport.width}×${viewport.height}: the backdrop paints from the HTML where the app then shows it`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    const releaseApp = await hold(page, /\/main\.[0-9a-f]+\.js$/);
    await page.goto('/movie/603', { waitUntil: 'commit' });
    const preview = await boxOf(page, PREVIEW_BACKDROP);
    expect(preview.src).toMatch(/\/original\/\w+\.(svg|jpg)$/);
    const previewLooks = await looks(page, { bar: `${PREVIEW} > div`, backdrop: PREVIEW_BACKDROP });

    releaseApp();
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    expect(await boxOf(page, APP_BACKDROP)).toEqual(preview);
    expect(await looks(page, { bar: '#root header', backdrop: APP_BACKDROP })).toEqual(
      previewLooks,
    );
    const { shift, largestPaints } = await paintEntries(page);
    expect(shift).toBe(0);
    expect(largestPaints).toEqual([preview.src]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the first paint stays up while the title loads, instead of a skeleton', async ({
  page,
  consoleErrors,
}) => {
  const releaseDetails = await hold(page, /\/3\/movie\/603\?append_to_response=/);
  await page.goto('/movie/603');
  await expect(page.locator('#root [data-page-loading]')).toHaveCount(1);
  await expect(page.locator(PREVIEW_BACKDROP)).toBeVisible();
  // Screen readers hear the status the app's skeleton would show; the skeleton itself is hidden.
  const status = page.getByRole('status').filter({ hasText: 'Loading movie details...' });
  await expect(status).toHaveCount(1);
  expect(
    await status.evaluate((element) => element.closest('#first-screen-preview')),
  ).not.toBeNull();
  expect(await accessibilityViolations(page)).toEqual([]);

  releaseDetails();
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  await expect(page.locator(PREVIEW)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a title still loading after 3 s shows the app, its header and its own loading state', async ({
  page,
}) => {
  const releaseDetails = await hold(page, /\/3\/movie\/603\?append_to_response=/);
  await page.goto('/movie/603');
  await expect(page.locator(PREVIEW)).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Loading movie details...')).toBeVisible();
  releaseDetails();
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
});

test('an unknown title gets no first paint: the app shows its page at once', async ({ page }) => {
  await page.goto('/movie/999999999');
  await expect(page.getByRole('heading', { name: 'Movie Not Found' })).toBeVisible();
  await expect(page.locator(PREVIEW)).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the first paint shows the app, and reaches none of its controls', async ({
    page,
  }) => {
    const releaseDetails = await hold(page, /\/3\/movie\/603\?append_to_response=/);
    await page.goto('/movie/603');
    await expect(page.locator('#root [data-page-loading]')).toHaveCount(1);
    // Where the app's bar puts its menu button.
    await page.touchscreen.tap(353, 28);
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    releaseDetails();
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/movie/603');
  });
});

test('when the app cannot start, the first paint says so after 10 s', async ({ page }) => {
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/movie/603');
  await expect(page.locator(PREVIEW_BACKDROP)).toBeVisible();
  const slow = page.getByText('WatchWhere is taking longer than usual to start');
  await expect(slow).toBeHidden();
  await expect(slow).toBeVisible({ timeout: 15_000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows its noscript line alone, no first paint', async ({ page }) => {
    await page.goto('/movie/603');
    expect(await page.locator('body').innerText()).toContain('WatchWhere needs JavaScript');
    expect(await page.locator(PREVIEW).boundingBox()).toBeNull();
  });
});
