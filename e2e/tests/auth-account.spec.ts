import type { Page } from '@playwright/test';
import {
  createConfirmedAccount,
  latestInboxLink,
  newAccount,
  startAsNewMember,
  startSignedIn,
  type Account,
} from '../support/accounts.js';
import { submitRegisterForm } from '../support/auth-form.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

const HOME = 'Find Where to Watch Anywhere in the World';

async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('register, confirm by mail, log in, edit services, reset onboarding', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const account = newAccount('register');
  await page.goto('/auth');
  expect(await accessibilityViolations(page)).toEqual([]);
  await submitRegisterForm(page, account);

  await expect(page.getByText('Sign up successful')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${account.email}`)).toBeVisible();

  // Before confirming, the server refuses the sign-in: its message shows on the form.
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Please confirm your email address first',
  );

  // The user opens the mailed link (here: on another device), then logs in.
  await fetch(await latestInboxLink(account.email), { redirect: 'manual' });
  await logIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();

  await page.goto('/account');
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText('Free Account')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Add Services' }).click();
  await page.getByRole('button', { name: 'Netflix', exact: true }).click();
  await page.getByRole('button', { name: 'Hulu', exact: true }).click();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.getByText('Canada').click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  // Editing from Account returns to Account.
  await expect(page).toHaveURL(/\/account$/);
  const services = page.getByRole('list', { name: 'Your services' });
  await expect(services.getByText('Netflix')).toBeVisible();
  await expect(services.getByText('Hulu')).toBeVisible();
  await expect(page.getByText('Canada')).toBeVisible();

  // The choices live in the profile: another browser signed in as the same user sees them.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await startSignedIn(otherPage, account);
  await otherPage.goto('/account');
  await expect(
    otherPage.getByRole('list', { name: 'Your services' }).getByText('Hulu'),
  ).toBeVisible();
  await expect(otherPage.getByText('Canada')).toBeVisible();
  await other.close();

  await page.getByRole('tab', { name: 'Settings' }).click();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Reset Onboarding' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  // Onboarding again, then back to Account, where the user asked for it.
  await expect(page).toHaveURL(/\/welcome\?redirect=account$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to WatchWhere' }),
  ).toBeVisible();
  // The refused sign-in before confirming is the only failed request.
  expect(consoleErrors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});

test('the forms show the spec messages under each field', async ({ page, consoleErrors }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await submitRegisterForm(page, {
    fullName: 'A',
    email: 'ada@example.com',
    password: 'popcorn-42',
    passwordConfirm: 'popcorn-43',
  });
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
    "Passwords don't match",
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a wrong password is told as such, with the Sign in failed toast', async ({ page }) => {
  const account = newAccount('wrong');
  await createConfirmedAccount(account);
  await page.goto('/auth');
  await logIn(page, { email: account.email, password: 'not-the-password' });
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Wrong email or password',
  );
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('Upgrade Now sends a visitor through /auth?redirect=account to /account', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('upgrade');
  await createConfirmedAccount(account);
  await page.goto('/auth?redirect=account');
  await logIn(page, account);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Sign in successful')).toBeVisible();

  // A signed-in visitor opening /auth is sent on.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(card.getByText('Unlimited watchlist, advanced filters, and more')).toBeVisible();
  // Upgrade opens the plans; demo mode (on in local runs) is still one click away there.
  await card.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/plans\?redirect=account%3Ftab%3Dsettings$/);
  await page.getByRole('button', { name: 'Try Plus in demo mode' }).click();
  await expect(page.getByText('Premium demo mode enabled')).toBeVisible();
  await expect(page).toHaveURL(/\/account\?tab=settings$/);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(card).toBeHidden();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('Premium Member')).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('notification preferences start at the defaults and are kept in the profile', async ({
  page,
  consoleErrors,
}) => {
  await startAsNewMember(page, 'notify');
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Content available' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Price drops' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'New releases' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Weekly digest' })).toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);

  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/profiles') && response.request().method() === 'PATCH',
  );
  await page.getByRole('switch', { name: 'New releases' }).click();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'New releases' })).toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test('a forgotten password is reset through the mailed link', async ({ page, consoleErrors }) => {
  const account = newAccount('forgot');
  await createConfirmedAccount(account);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  await page.goto(await latestInboxLink(account.email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-popcorn');
  await page.getByLabel('Confirm new password').fill('fresh-popcorn');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();

  const check = await fetch(`${process.env.E2E_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY!, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: 'fresh-popcorn' }),
  });
  expect(check.ok).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('Google sign-in goes through the provider and back, signed in', async ({
  page,
  consoleErrors,
}) => {
  const email = newAccount('google').email;
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Google' }).click();
  // The provider's page, not /auth (which has an Email field too and may not have left yet).
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  // The backend's consent page (not the app) has no favicon: its 404 is not the app's error.
  const onConsentPage = consoleErrors.length;
  await page.getByRole('button', { name: `Continue as ${email}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  // Home paints before the client has read the tokens the provider sent back; the header says when.
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText(email)).toBeVisible();
  expect(consoleErrors.slice(onConsentPage)).toEqual([]);
});
