import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';
import { SEARCH_LABEL } from '../support/search-box.js';

/** A UK member who said they have BBC iPlayer. */
async function ukMemberWithIplayer(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('selectedCountry', '"GB"');
    localStorage.setItem('selectedServices', '["bbc-iplayer"]');
  });
}

/**
 * The results heading's count, the cards in the grid and the toast's count are one number ("so far"
 * in both while the search has pages not yet loaded, which may hold more matches).
 */
async function expectCountsAgree(page: Page) {
  const main = page.locator('[data-remote="mf_discovery"]');
  const heading = main.getByRole('heading', { name: /^[\d,]+ Results?( so far)?$/ });
  const links = main.getByRole('region', { name: /Results?( so far)?$/ }).getByRole('link');
  let count = -1;
  let soFar = false;
  await expect
    .poll(async () => {
      const text = (await heading.count()) === 1 ? await heading.textContent() : null;
      count = text ? Number(/^([\d,]+)/.exec(text)![1]!.replaceAll(',', '')) : -1;
      soFar = Boolean(text?.endsWith('so far'));
      return count >= 0 && (await links.count()) === count;
    })
    .toBe(true);
  const toast = soFar
    ? `${count} ${count === 1 ? 'result' : 'results'} found so far`
    : count === 0
      ? 'No results found'
      : count === 1
        ? '1 result found'
        : `${count} results found`;
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
}

test("a UK user's filters offer the UK's services, their own first, and not Hulu", async ({
  page,
  consoleErrors,
}) => {
  await ukMemberWithIplayer(page);
  await page.goto('/?q=star');
  const main = page.locator('[data-remote="mf_discovery"]');
  await main.getByRole('button', { name: /^Platforms/ }).click();
  const platforms = main.getByRole('dialog', { name: 'Platforms' }).getByRole('checkbox');
  await expect(platforms.first()).toHaveAccessibleName('BBC iPlayer');
  await expect(main.getByRole('checkbox', { name: 'NOW', exact: true })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'ITVX' })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Hulu' })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // BBC iPlayer filters by its catalog id: what stays is on it in the UK.
  await main.getByRole('checkbox', { name: 'BBC iPlayer' }).check();
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(main.getByRole('button', { name: 'Platforms (1)' })).toBeVisible();

  await page.goto('/discover');
  const shortcuts = main.getByRole('list', { name: 'Streaming services' }).getByRole('button');
  await expect(shortcuts.first()).toHaveText('BBC iPlayer');
  await expect(shortcuts).toHaveCount(6);
  await expect(shortcuts.filter({ hasText: 'NOW' })).toHaveCount(1);
  await expect(shortcuts.filter({ hasText: 'Hulu' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(shortcuts.filter({ visible: true })).toHaveCount(4);
  expect(consoleErrors).toEqual([]);
});

test('Discover: an active service shows as a chip, an empty section says why, one tap clears it', async ({
  page,
  consoleErrors,
}) => {
  await ukMemberWithIplayer(page);
  await page.goto('/discover?subscriptions=hulu');
  const main = page.locator('[data-remote="mf_discovery"]');
  const chips = main.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Clear Hulu' })).toBeVisible();
  await expect(
    main
      .getByRole('region', { name: 'Popular Movies' })
      .getByText('Hulu is not available in the United Kingdom.'),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await chips.getByRole('button', { name: 'Clear Hulu' }).click();
  await expect(chips).toBeHidden();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(
    main.getByRole('region', { name: 'Popular Movies' }).getByRole('link').first(),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Discover: the toast counts what the grid shows; the region picked shows as a chip', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/discover?subscriptions=netflix');
  const main = page.locator('[data-remote="mf_discovery"]');
  const chips = main.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Clear Netflix' })).toBeVisible();

  await main.getByRole('button', { name: /region/ }).click();
  await page.getByRole('dialog', { name: 'Region' }).getByText('United Kingdom').click();
  await expect(chips.getByRole('button', { name: 'Clear region United Kingdom' })).toBeVisible();

  const search = main.getByRole('combobox', { name: SEARCH_LABEL });
  await search.fill('star');
  await search.press('Enter');
  await expectCountsAgree(page);

  // One tap on the region chip: back to the United States; count, grid and toast agree again.
  await chips.getByRole('button', { name: 'Clear region United Kingdom' }).click();
  await expect(chips.getByRole('button', { name: /region/ })).toHaveCount(0);
  await expectCountsAgree(page);
  expect(consoleErrors).toEqual([]);
});
