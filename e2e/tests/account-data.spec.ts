import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { latestInboxLink, newAccount, type Account } from '../support/accounts.js';
import { submitRegisterForm } from '../support/auth-form.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

const HOME = 'Find Where to Watch Anywhere in the World';

async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

interface AccountExport {
  user: { id: string; email: string };
  tables: Record<string, Record<string, unknown>[]>;
}

test('sign up, save a title, download my data, delete the account: signing in again fails', async ({
  page,
  consoleErrors,
}) => {
  const failedRequests: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const { pathname, search } = new URL(response.url());
      failedRequests.push(
        `${response.status()} ${response.request().method()} ${pathname}${search}`,
      );
    }
  });
  const account = newAccount('leaver');
  await page.goto('/auth');
  await submitRegisterForm(page, account);
  await expect(page.getByText('Sign up successful')).toBeVisible();
  await fetch(await latestInboxLink(account.email), { redirect: 'manual' });
  await logIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();

  await page.goto('/movie/603');
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByText('Added "The Matrix" to your watchlist')).toBeVisible();

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^watchwhere-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as AccountExport;
  expect(exported.user.email).toBe(account.email);
  expect(exported.tables.watchlist).toEqual([
    expect.objectContaining({ user_id: exported.user.id, tmdb_id: 603, title: 'The Matrix' }),
  ]);
  await expect(page.getByText('Your data is downloaded')).toBeVisible();

  await yourData.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByLabel(`Type ${account.email} to confirm`).fill(account.email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page.getByText('Your account is deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await logIn(page, account);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Wrong email or password',
  );
  // The only failed request is the refused sign-in (the sign-out of the deleted session is a 204).
  expect(failedRequests).toEqual(['400 POST /auth/v1/token?grant_type=password']);
  expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
});
