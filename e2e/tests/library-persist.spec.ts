import type { Browser } from '@playwright/test';
import {
  createConfirmedAccount,
  newAccount,
  saveToWatchlist,
  startSignedIn,
  type Account,
  type SavedTitle,
} from '../support/accounts.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

const TITLES: SavedTitle[] = [
  {
    tmdb_id: 27205,
    media_type: 'movie',
    title: 'Inception',
    poster_path: null,
    release_year: 2010,
  },
  { tmdb_id: 1396, media_type: 'tv', title: 'Breaking Bad', poster_path: null, release_year: 2008 },
  { tmdb_id: 603, media_type: 'movie', title: 'The Matrix', poster_path: null, release_year: 1999 },
];

const saveTitles = (account: Account) => saveToWatchlist(account, TITLES);

async function signedInPage(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSignedIn(page, account);
  return { context, page };
}

test('a visitor is asked to sign in', async ({ page, consoleErrors }) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  await expect(page.getByText('Sign in to access your library')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=library$/);
  expect(consoleErrors).toEqual([]);
});

test('remove and clear persist across a reload and in a second browser', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const account = newAccount('library');
  await createConfirmedAccount(account);
  await saveTitles(account);
  await startSignedIn(page, account);

  await page.goto('/library');
  await expect(page.getByText('3 titles saved')).toBeVisible();
  for (const { title } of TITLES)
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Remove Breaking Bad from your watchlist' }).click();
  await expect(page.getByText('Removed "Breaking Bad" from your watchlist')).toBeVisible();
  await expect(page.getByText('2 titles saved')).toBeVisible();
  await page.reload();
  await expect(page.getByText('2 titles saved')).toBeVisible();
  await expect(page.getByRole('link', { name: /Breaking Bad/ })).toBeHidden();

  const second = await signedInPage(browser, account);
  await second.page.goto('/library');
  await expect(second.page.getByText('2 titles saved')).toBeVisible();
  await expect(second.page.getByRole('link', { name: /Breaking Bad/ })).toBeHidden();

  await page.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear your watchlist?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('2 titles saved')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('Watchlist cleared')).toBeVisible();
  await expect(page.getByText('Your library is empty')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Your library is empty')).toBeVisible();
  await second.page.reload();
  await expect(second.page.getByText('Your library is empty')).toBeVisible();
  await second.page.getByRole('link', { name: 'Browse content' }).click();
  await expect(second.page).toHaveURL(/\/discover$/);
  await second.context.close();
  expect(consoleErrors).toEqual([]);
});

test('the library fits a phone screen', async ({ page, consoleErrors }) => {
  const account = newAccount('phone');
  await createConfirmedAccount(account);
  await saveTitles(account);
  await startSignedIn(page, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/library');
  await expect(page.getByText('3 titles saved')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('Undo in the toast brings a cleared library back, and it stays after a reload', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('undo');
  await createConfirmedAccount(account);
  await saveTitles(account);
  await startSignedIn(page, account);

  await page.goto('/library');
  await expect(page.getByText('3 titles saved')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page
    .getByRole('dialog', { name: 'Clear your watchlist?' })
    .getByRole('button', { name: 'Clear all' })
    .click();
  await expect(page.getByText('Your library is empty')).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Watchlist restored')).toBeVisible();
  await expect(page.getByText('3 titles saved')).toBeVisible();
  await page.reload();
  await expect(page.getByText('3 titles saved')).toBeVisible();
  for (const { title } of TITLES)
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
