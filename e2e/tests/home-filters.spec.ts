import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

/** The result links' hrefs, or none while the grid is busy (loading shows skeletons, not links). */
async function resultTitles(page: Page): Promise<string[] | undefined> {
  const region = page
    .locator('[data-remote="mf_discovery"]')
    .getByRole('region', { name: 'Search Results' });
  if ((await region.getAttribute('aria-busy')) === 'true') return undefined;
  return region
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
}

test('free limits, then premium: genres and platforms', async ({ page, consoleErrors }) => {
  await page.goto('/?q=star');
  const main = page.locator('[data-remote="mf_discovery"]');
  await expect(main.getByRole('heading', { name: 'Search Results' })).toBeVisible();

  await main.getByRole('button', { name: 'Genres' }).click();
  await main.getByRole('checkbox', { name: 'Action' }).check();
  await main.getByRole('checkbox', { name: 'Drama' }).check();
  await expect(page.getByText('Genre filtering limit reached')).toBeVisible();
  await expect(
    page.getByText(
      'Free users can select up to 2 genres. Upgrade to Premium for unlimited filters.',
    ),
  ).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Comedy' })).toBeDisabled();
  expect(await accessibilityViolations(page)).toEqual([]);

  await main.getByRole('button', { name: /^Platforms/ }).click();
  await main.getByRole('checkbox', { name: 'Netflix' }).check();
  await main.getByRole('checkbox', { name: 'Hulu' }).check();
  await expect(main.getByRole('checkbox', { name: 'Netflix' })).not.toBeChecked();

  await main.getByRole('button', { name: 'Toggle Free/Premium Mode (Demo)' }).click();
  await expect(page.getByText('Premium mode activated')).toBeVisible();
  await main.getByRole('button', { name: /^Platforms/ }).click();
  await main.getByRole('checkbox', { name: 'Netflix' }).check();
  await expect(main.getByRole('checkbox', { name: 'Hulu' })).toBeChecked();
  await main.getByRole('button', { name: /^Genres/ }).click();
  await expect(main.getByRole('checkbox', { name: 'Comedy' })).toBeEnabled();
  await main.getByRole('checkbox', { name: 'Comedy' }).check();
  await expect(main.getByRole('checkbox', { name: 'Comedy' })).toBeChecked();

  await main.getByRole('button', { name: 'Toggle Free/Premium Mode (Demo)' }).click();
  await expect(page.getByText('Free mode activated')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the platform filter keeps only titles that service offers in the region', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('selectedCountry', '"GB"'));
  await page.goto('/?q=star');
  const main = page.locator('[data-remote="mf_discovery"]');
  await expect(
    main.getByRole('region', { name: 'Search Results' }).getByRole('link').first(),
  ).toBeVisible();
  const all = (await resultTitles(page))!;

  await main.getByRole('button', { name: 'Platforms' }).click();
  await main.getByRole('checkbox', { name: 'Netflix' }).check();
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  await expect
    .poll(async () => (await resultTitles(page))?.length ?? all.length)
    .toBeLessThan(all.length);
  const onNetflix = (await resultTitles(page))!;
  expect(onNetflix.length).toBeGreaterThan(0);

  // Every title kept is on Netflix in GB, and every title dropped is not.
  const catalog = `${process.env.E2E_BACKEND_URL}/catalog/3`;
  for (const href of all) {
    const [, tv, id] = /\/movie\/(tv_)?(\d+)$/.exec(href)!;
    const providers = await (
      await request.get(`${catalog}/${tv ? 'tv' : 'movie'}/${id}/watch/providers`)
    ).json();
    const gb = providers.results.GB ?? {};
    const offered = ['flatrate', 'free', 'ads', 'rent', 'buy'].some((kind) =>
      (gb[kind] ?? []).some((offer: { provider_id: number }) => offer.provider_id === 8),
    );
    expect(`${href} on Netflix GB: ${offered}`).toBe(
      `${href} on Netflix GB: ${onNetflix.includes(href)}`,
    );
  }

  await main.getByRole('button', { name: 'Genres' }).click();
  await main.getByRole('checkbox', { name: 'Documentary' }).check();
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(main.getByText('No results match your filters.')).toBeVisible();

  await main.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(async () => (await resultTitles(page))?.length).toBe(all.length);
  expect(consoleErrors).toEqual([]);
});
