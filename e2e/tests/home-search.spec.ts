import { accessibilityViolations, expect, test } from '../support/fixtures.js';
import { countedByNewMembers } from '../support/popular-searches.js';
import { SEARCH_LABEL } from '../support/search-box.js';

test('a search from the URL shows Search Results and says how many it found', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/?q=star%20trek');
  const main = page.locator('[data-remote="mf_discovery"]');
  await expect(main.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  await expect(page.getByText('Showing all results for "star trek"')).toBeVisible();
  await expect(main.getByRole('link', { name: /Star Trek/ }).first()).toBeVisible();
  await expect(main.getByRole('combobox', { name: SEARCH_LABEL })).toHaveValue('star trek');
  expect(await accessibilityViolations(page)).toEqual([]);

  await main.getByRole('combobox', { name: SEARCH_LABEL }).fill('zzqqxx');
  await main.getByRole('combobox', { name: SEARCH_LABEL }).press('Enter');
  await expect(page).toHaveURL(/\?q=zzqqxx$/);
  await expect(page.getByText('No results found').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('recent searches remember submitted terms and can be cleared', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/?q=inception');
  const main = page.locator('[data-remote="mf_discovery"]');
  await expect(page.getByText('1 result found')).toBeVisible();
  await expect(page.getByText('Found "Inception"')).toBeVisible();
  const search = main.getByRole('combobox', { name: SEARCH_LABEL });
  await search.fill('Matrix');
  await search.press('Enter');
  await expect(main.getByRole('heading', { name: 'Search Results' })).toBeVisible();

  await page.goto('/');
  const recent = main.getByRole('region', { name: 'Recent Searches' });
  await expect(recent.getByRole('button', { name: 'Matrix' })).toBeVisible();
  await recent.getByRole('button', { name: 'Clear' }).click();
  await expect(recent).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('popular searches: shared counts, +1 on a click, cannot be cleared, Update Data', async ({
  page,
  consoleErrors,
}) => {
  // A title no other test chooses: a visitor's click counts once a minute per title, and the
  // stack's visitors all share one address. Three members opened it before.
  await countedByNewMembers({ media_type: 'tv', tmdb_id: 2316 }, 3);
  await page.goto('/');
  const main = page.locator('[data-remote="mf_discovery"]');
  const popular = main.getByRole('region', { name: 'Popular Searches' });
  const office = popular.getByRole('button', { name: /The Office/ });
  await expect(office).toHaveAccessibleName(/^\d+ The Office 3$/);

  await popular.getByRole('button', { name: 'Clear popular searches' }).click();
  await expect(
    page.getByText('Popular searches are shared across all users and cannot be cleared'),
  ).toBeVisible();

  const counted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/functions/v1/record-popular-search') &&
      response.request().method() === 'POST',
  );
  await office.click();
  await expect(main.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  expect(await (await counted).json()).toMatchObject({ counted: true, count: 4 });
  // Back home in the app: a reload within 10 s would be the page server's cached page, as designed.
  await page.goBack();
  await expect(office).toHaveAccessibleName(/^\d+ The Office 4$/);

  await popular.getByRole('button', { name: 'Update Data' }).click();
  await expect(page.getByText('Popular searches data updated')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
