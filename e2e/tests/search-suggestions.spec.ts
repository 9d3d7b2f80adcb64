import { accessibilityViolations, expect, test } from '../support/fixtures.js';
import { SEARCH_LABEL } from '../support/search-box.js';

test('type a known title, pick a suggestion, land on its detail page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const main = page.locator('[data-remote="mf_discovery"]');
  const search = main.getByRole('combobox', { name: SEARCH_LABEL });

  await search.fill('i');
  await page.waitForTimeout(600);
  await expect(main.getByRole('option')).toHaveCount(0);

  await search.fill('incep');
  const suggestion = main.getByRole('option', { name: /Inception/ });
  await expect(suggestion).toBeVisible();
  expect(await main.getByRole('option').count()).toBeLessThanOrEqual(12);
  expect(await accessibilityViolations(page)).toEqual([]);

  await search.press('ArrowDown');
  await expect(suggestion).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/movie\/\d+$/);
  await expect(page.locator('[data-remote="mf_detail"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Escape and an outside click close the suggestions', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const main = page.locator('[data-remote="mf_discovery"]');
  const search = main.getByRole('combobox', { name: SEARCH_LABEL });
  await search.fill('star');
  await expect(main.getByRole('listbox')).toBeVisible();
  await search.press('Escape');
  await expect(main.getByRole('listbox')).toBeHidden();

  await search.fill('star t');
  await expect(main.getByRole('listbox')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(main.getByRole('listbox')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
