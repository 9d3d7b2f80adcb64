import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { SEARCH_LABEL } from '../support/search-box.js';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a title opened from low on Discover starts at the top, and Back returns to the same place', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/discover');
  const cards = page.locator('[data-remote="mf_discovery"] a[href^="/movie/"]');
  // The page's last rows load as the visitor scrolls near them: scroll down and wait for them, or
  // "the last card" would change between measuring where the user is and clicking it.
  await expect(cards.first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(
    page.getByRole('region', { name: 'Leaving soon' }).getByRole('link').first(),
  ).toBeVisible();
  const lowCard = cards.last();
  await lowCard.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(500);

  await lowCard.click();
  // The title page's heading: Discover's own, still on the page until the title's commits, is
  // visible too (scrolled out of view, not hidden).
  await expect(page.locator('[data-remote="mf_detail"] h1')).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(cards.last()).toBeVisible();
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThan(5);
  expect(consoleErrors).toEqual([]);
});

test('on a phone, Search opens with its box in view, wherever the last page was scrolled', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/discover');
  await expect(
    page.locator('[data-remote="mf_discovery"] a[href^="/movie/"]').first(),
  ).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);

  await page.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('combobox', { name: SEARCH_LABEL })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
  expect(consoleErrors).toEqual([]);
});
