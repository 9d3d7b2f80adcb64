import type { Page } from '@playwright/test';
import {
  createConfirmedAccount,
  grantPlus,
  newAccount,
  startAsNewMember,
  startSignedIn,
} from '../support/accounts.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

// Offline catalog titles: The Matrix streams on Netflix in the US and is sold or rented in GB;
// Breaking Bad streams on AMC+ in the US and on Netflix in eight other countries.
const MATRIX = '/movie/603';
const BREAKING_BAD = '/movie/tv_1396';

async function setPreferences(page: Page, country: string, services: string[]) {
  await page.addInitScript(
    ([storedCountry, storedServices]) => {
      localStorage.setItem('selectedCountry', JSON.stringify(storedCountry));
      localStorage.setItem('selectedServices', JSON.stringify(storedServices));
    },
    [country, services] as const,
  );
}

const providerCards = (page: Page) =>
  page.getByRole('list', { name: 'Streaming services offering this title' }).locator('> li');

async function searchAndOpen(page: Page, term: string, title: string) {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox');
  await search.fill(term);
  await search.press('Enter');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
}

test('a guest opens a movie from search and sees where it streams in their country', async ({
  page,
  consoleErrors,
}) => {
  await searchAndOpen(page, 'The Matrix', 'The Matrix');

  await expect(page).toHaveURL(/\/movie\/603$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  const facts = page.getByRole('list', { name: 'About this title' });
  await expect(facts.getByText('Movie', { exact: true })).toBeVisible();
  await expect(facts.getByText('1999')).toBeVisible();
  await expect(page).toHaveTitle('The Matrix · WatchWhere');

  await expect(page.getByText('Showing United States')).toBeVisible();
  await expect(
    page.getByText('Upgrade to premium to see all streaming options and countries'),
  ).toBeVisible();
  await expect(providerCards(page).first()).toContainText('United States');
  await expect(page.getByText('United Kingdom')).toHaveCount(0);
  // Offline, the availability is sample data: it says so, and credits no JustWatch for it.
  await expect(page.getByText(/Sample data: the catalog is offline/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'JustWatch' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Streaming Popularity' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByText('Sign in to access your library')).toBeVisible();

  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a TV show opened from search is badged as one', async ({ page, consoleErrors }) => {
  await searchAndOpen(page, 'Breaking Bad', 'Breaking Bad');

  await expect(page).toHaveURL(/\/movie\/tv_1396$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'About this title' }).getByText('TV Show'),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the user's services in their country come first; elsewhere is counted for free users", async ({
  page,
  consoleErrors,
}) => {
  await setPreferences(page, 'GB', ['netflix']);
  await page.goto(BREAKING_BAD);

  await expect(page.getByText('Showing United Kingdom')).toBeVisible();
  const first = providerCards(page).first();
  await expect(first).toHaveAttribute('aria-label', 'Netflix');
  await expect(first.getByText('Your service')).toBeVisible();
  await expect(providerCards(page)).toHaveCount(4);

  await setPreferences(page, 'US', ['netflix']);
  await page.goto(BREAKING_BAD);
  const elsewhere = page.getByRole('region', { name: 'Watch it elsewhere' });
  await expect(elsewhere).toContainText('stream it in 8 other countries');
  await expect(
    elsewhere.getByText('Upgrade to Plus to see the 8 other countries and VPN tips'),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a Plus member sees every country, the ranks, and where their services stream it abroad', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('plus');
  await createConfirmedAccount(account);
  grantPlus(account.email);
  await startSignedIn(page, account);
  await setPreferences(page, 'US', ['netflix']);

  await page.goto(BREAKING_BAD);

  const ranks = page.getByRole('region', { name: 'Streaming Popularity' });
  await expect(ranks).toBeVisible();
  await expect(ranks.getByText('Today')).toBeVisible();
  await expect(ranks.getByText('This Week')).toBeVisible();
  await expect(ranks.getByText('This Month')).toBeVisible();
  await expect(page.getByText('All countries')).toBeVisible();
  await expect(page.getByText(/Upgrade to premium/)).toHaveCount(0);

  const netflix = page.getByRole('listitem', { name: 'Netflix' });
  // The member's own service leads, ahead of AMC+, which also streams it in their country.
  await expect(providerCards(page).first()).toHaveAttribute('aria-label', 'Netflix');
  await expect(netflix.getByText('Your service')).toBeVisible();
  await expect(netflix.locator('li')).toHaveCount(3);
  await netflix.getByRole('button', { name: 'Show all 8' }).click();
  await expect(netflix.locator('li')).toHaveCount(8);
  await netflix.getByRole('button', { name: 'Show less' }).click();
  await expect(netflix.locator('li')).toHaveCount(3);

  const elsewhere = page.getByRole('region', { name: 'Watch it elsewhere' });
  await expect(elsewhere.getByText('Brazil')).toBeVisible();

  await page.getByRole('button', { name: 'Deselect All' }).click();
  await expect(page.getByText('Select a streaming service to see availability')).toBeVisible();
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(providerCards(page).first()).toBeVisible();

  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in user adds a title to the watchlist, finds it in the library, and asks to be notified', async ({
  page,
  consoleErrors,
}) => {
  // The Matrix is on Netflix and Tubi in the US, not on Hulu: Notify Me has something to wait for.
  await setPreferences(page, 'US', ['hulu']);
  await startAsNewMember(page, 'watcher');

  await page.goto(MATRIX);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByText('Added "The Matrix" to your watchlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();

  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('button', { name: 'Notifying You' })).toBeVisible();
  await expect(
    page.getByText('We\'ll tell you when "The Matrix" comes to Hulu (United States)'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifying You' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();

  await page.goto('/library');
  await expect(page.getByRole('link', { name: /^The Matrix/ })).toHaveAttribute('href', MATRIX);
  expect(consoleErrors).toEqual([]);
});

test("Notify Me says where a title already streams on the member's services instead of subscribing", async ({
  page,
  consoleErrors,
}) => {
  await setPreferences(page, 'US', ['netflix']);
  await startAsNewMember(page, 'already');
  await page.goto(MATRIX);
  await expect(page.getByText('Already on Netflix (United States)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify Me' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('without services chosen, Notify Me counts and watches any service in the country', async ({
  page,
  consoleErrors,
}) => {
  await setPreferences(page, 'US', []);
  await startAsNewMember(page, 'any-service');
  await page.goto(MATRIX);
  await expect(page.getByText('Already on Netflix and Tubi TV (United States)')).toBeVisible();
  // Inception streams nowhere in the US on the stack's day.
  await page.goto('/movie/27205');
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(
    page.getByText(
      'We\'ll tell you when "Inception" comes to any service in your country (United States)',
    ),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unknown title shows Movie Not Found with a way home', async ({ page, consoleErrors }) => {
  const titleRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/3/movie/999999999'))
      titleRequests.push(request.url());
  });
  await page.goto('/movie/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Movie Not Found' })).toBeVisible();
  // A 404 is the catalog's answer, not a failure to retry: the title is asked for once.
  expect(titleRequests).toHaveLength(1);
  await expect(page.getByText("We couldn't find the movie you're looking for.")).toBeVisible();
  await expect(page.getByText('Movie information not found')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The catalog answers 404 for the unknown id; the browser reports the failed request.
  expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('a catalog that fails says so, not "not found", and Try again loads the title', async ({
  page,
}) => {
  let failing = true;
  await page.route(/\/3\/movie\/603\?append_to_response=/, (route) =>
    failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  // Opened from a search, so the browser asks the catalog (the server rendered the search).
  await page.goto('/?q=the%20matrix');
  await page.getByRole('link', { name: /The Matrix 1999/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Failed to fetch movie details' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Movie Not Found' })).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
});
