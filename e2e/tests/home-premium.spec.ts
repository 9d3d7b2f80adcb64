import { accessibilityViolations, expect, test } from '../support/fixtures.js';

test('guests see the upsell; Upgrade Now asks them to sign in first', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const main = page.locator('[data-remote="mf_discovery"]');
  const upsell = main.getByRole('region', { name: 'Upgrade to WatchWhere Plus' });
  await expect(upsell.getByText('$9.99 per month or $99 per year')).toBeVisible();
  await expect(upsell.getByText('Cancel anytime • No hidden fees')).toBeVisible();
  await expect(
    upsell.getByText('Get unlimited access to all streaming platforms and countries'),
  ).toBeVisible();
  for (const feature of [
    'Compare multiple streaming services at once',
    'Save movies and TV shows to a watchlist',
    'Notifications when content becomes available',
    'Unlimited filters for discovery',
    'Ad-free experience',
  ]) {
    await expect(upsell.getByText(feature)).toBeVisible();
  }
  expect(await accessibilityViolations(page)).toEqual([]);

  await upsell.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=plans$/);
  expect(consoleErrors).toEqual([]);
});

test('the demo toggle hides the upsell and is desktop only', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const main = page.locator('[data-remote="mf_discovery"]');
  await main.getByRole('button', { name: 'Toggle Free/Premium Mode (Demo)' }).click();
  await expect(page.getByText('Premium mode activated')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Upgrade to WatchWhere Plus' })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main.getByRole('button', { name: 'Toggle Free/Premium Mode (Demo)' })).toBeHidden();
  await expect(main.getByRole('button', { name: 'Update Data' })).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
