import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';
import { SEARCH_LABEL } from '../support/search-box.js';

const grid = (page: Page, name: string | RegExp) =>
  page.locator('[data-remote="mf_discovery"]').getByRole('region', { name });

const hrefs = (region: Locator) =>
  region.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** "Showing 20 of 1,305 results" → [20, 1305]. */
async function shownOf(status: Locator): Promise<[number, number]> {
  const text = (await status.textContent()) ?? '';
  const match = /^Showing ([\d,]+) of ([\d,]+) results$/.exec(text);
  expect(match, text).not.toBeNull();
  return [Number(match![1]!.replace(/,/g, '')), Number(match![2]!.replace(/,/g, ''))];
}

test('"the": the toast and the count say 20 of how many, and Load more (Tab, Enter) adds the next 20', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/?q=the');
  const results = grid(page, 'Search Results');
  await expect(page.getByText(/^[\d,]+ results found$/)).toBeVisible();
  await expect(page.getByText(/^Showing 20 of [\d,]+ results for "the"$/)).toBeVisible();
  const status = page
    .locator('[data-remote="mf_discovery"]')
    .getByRole('status')
    .filter({ hasText: /^Showing/ });
  const [shown, total] = await shownOf(status);
  expect(total).toBeGreaterThan(40);
  await expect(results.getByRole('link')).toHaveCount(shown);
  expect(shown).toBe(20);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Keyboard only: from the last card, Tab reaches Load more; Enter loads the next page.
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await results.getByRole('link').last().focus();
  for (let presses = 0; presses < 10; presses += 1) {
    if (await loadMore.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(loadMore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Showing 40 of ${total.toLocaleString('en-US')} results`);
  await expect(results.getByRole('link')).toHaveCount(40);
  await expect(loadMore).toBeFocused();
  // No card twice across pages.
  const links = await hrefs(results);
  expect(new Set(links).size).toBe(links.length);
  expect(consoleErrors).toEqual([]);
});

test('a 250-character query typed stops at 200 characters and still shows results', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const box = page
    .locator('[data-remote="mf_discovery"]')
    .getByRole('combobox', { name: SEARCH_LABEL });
  const typed = 'star wars '.repeat(25);
  expect(typed).toHaveLength(250);
  await box.fill('');
  await box.pressSequentially(typed, { delay: 0 });
  await expect(box).toHaveValue(typed.slice(0, 200));
  await box.press('Enter');
  await expect(grid(page, 'Search Results').getByRole('link').first()).toBeVisible();
  await expect(page.getByText('Failed to fetch search results. Please try again.')).toHaveCount(0);

  // A pasted link with a longer ?q= is cut to 200 before it is sent.
  await page.goto(`/?q=${encodeURIComponent(typed)}`);
  await expect(box).toHaveValue(typed.slice(0, 200).trim());
  await expect(grid(page, 'Search Results').getByRole('link').first()).toBeVisible();
  await expect(page.getByText('Failed to fetch search results. Please try again.')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('"oppenheimer": not in the sample catalog, which says what it covers; the toast says No results found', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/?q=oppenheimer');
  const results = grid(page, 'Search Results');
  await expect(results.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(
    results.getByText(
      /^Nothing matched “oppenheimer”\. This sample catalog holds [\d,]+ movies released up to \d{4} and [\d,]+ TV shows up to \d{4}, so a newer movie may simply not be in it\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText('No results found', { exact: true }).last()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('home and Discover list the same first results for the same query', async ({
  page,
  consoleErrors,
}) => {
  for (const query of ['the', 'friends']) {
    await page.goto(`/?q=${query}`);
    const home = grid(page, 'Search Results');
    await expect(home.getByRole('link').first()).toBeVisible();
    const onHome = (await hrefs(home)).slice(0, 10);

    await page.goto(`/discover?q=${query}`);
    const discover = grid(page, /Results$/);
    await expect(discover.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sort by Relevance' })).toBeVisible();
    expect((await hrefs(discover)).slice(0, 10)).toEqual(onHome);
  }
  expect(consoleErrors).toEqual([]);
});
