import { createConfirmedAccount, latestInboxLink, newAccount } from '../support/accounts.js';
import { submitLoginForm, submitRegisterForm } from '../support/auth-form.js';
import { expect, test } from '../support/fixtures.js';

// A shared link (/movie/603) opens what it names, and survives onboarding and sign-in: the address
// travels in the same `redirect` parameter /auth uses, and every step that ends goes on to it.

test.describe('a first-time visitor opening a shared link', () => {
  test.use({ onboarded: false });

  test('sees the title at once, with an invitation to choose services', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/movie/603');
    await expect(page).toHaveURL(/\/movie\/603$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    await expect(
      page.getByText('Pick your streaming services and country to see where you can watch.'),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('chooses services and a country from the invitation and lands back on the title', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/movie/27205');
    await page.getByRole('link', { name: 'Choose services' }).click();
    await expect(page).toHaveURL(/\/onboarding\/services\?redirect=movie\/27205$/);
    await page.getByRole('button', { name: 'Netflix', exact: true }).click();
    await page.getByRole('button', { name: /^Continue/ }).click();

    await expect(page).toHaveURL(/\/onboarding\/location\?redirect=movie\/27205$/);
    await page.getByText('Japan').click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    await expect(page).toHaveURL(/\/movie\/27205$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inception' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose services' })).toHaveCount(0);
    expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({
      selectedServices: '["netflix"]',
      selectedCountry: '"JP"',
      onboardingCompleted: 'true',
    });
    expect(consoleErrors).toEqual([]);
  });

  test('never leaves the app for an address outside it', async ({ page, consoleErrors }) => {
    await page.goto('/welcome?redirect=%2F%2Fexample.com');
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await expect(page).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Where to Watch Anywhere in the World' }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('a guest who registers from a title gets a confirmation link back to that title', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('shared-signup');
  await page.goto('/auth?redirect=movie/603');
  await submitRegisterForm(page, account);
  await expect(page.getByText(`We sent a confirmation link to ${account.email}`)).toBeVisible();

  await page.goto(await latestInboxLink(account.email));
  await expect(page).toHaveURL(/\/movie\/603(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a guest on a title who logs in is back on that title', async ({ page, consoleErrors }) => {
  const account = newAccount('shared-link');
  await createConfirmedAccount(account);

  await page.goto('/movie/603');
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=movie\/603$/);

  await submitLoginForm(page, account);
  await expect(page).toHaveURL(/\/movie\/603$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  await expect(page.getByText('Sign in successful')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('editing services or country from Account returns to Account', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Add Services' }).click();
  await expect(page).toHaveURL(/\/onboarding\/services\?redirect=account$/);
  await page.getByRole('button', { name: 'Netflix', exact: true }).click();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect(page).toHaveURL(/\/onboarding\/location\?redirect=account$/);
  await page.getByText('Germany').click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole('list', { name: 'Your services' }).getByText('Netflix'),
  ).toBeVisible();
  await expect(page.getByText('Germany')).toBeVisible();

  await page.getByRole('link', { name: 'Change' }).click();
  await expect(page).toHaveURL(/\/onboarding\/location\?redirect=account$/);
  await page.getByText('Japan').click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Japan')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
