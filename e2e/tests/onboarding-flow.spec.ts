import { accessibilityViolations, expect, test } from '../support/fixtures.js';

test.use({ onboarded: false });

const HOME = 'Find Where to Watch Anywhere in the World';

test('a new visitor goes welcome → services → location → home, and the choices show on /account', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome\?from=home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to WatchWhere' }),
  ).toBeVisible();
  for (const feature of ['VPN recommendations', 'Smart notifications', 'Personal watchlist']) {
    await expect(page.getByRole('heading', { level: 2, name: feature })).toBeVisible();
  }
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/onboarding\/services$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  const continueButton = page.getByRole('button', { name: /^Continue/ });
  await expect(continueButton).toBeDisabled();
  // The seven named platforms, plus the other major services the catalog lists for the onboarding countries.
  for (const name of [
    'Netflix',
    'Amazon Prime',
    'Disney+',
    'Hulu',
    'HBO Max',
    'Apple TV+',
    'Paramount+',
  ]) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  const crunchyroll = page.getByRole('button', { name: 'Crunchyroll', exact: true });
  await expect(crunchyroll).toBeVisible();
  await expect(crunchyroll.locator('img')).toHaveAttribute('src', /\/img\/.*\.svg$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Netflix', exact: true }).click();
  await crunchyroll.press('Space');
  await expect(continueButton).toHaveText('Continue (2 selected)');
  await continueButton.click();

  await expect(page).toHaveURL(/\/onboarding\/location$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete Setup' });
  await expect(complete).toBeDisabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByText('Japan').click();
  await complete.click();

  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({
    selectedServices: '["netflix","crunchyroll"]',
    selectedCountry: '"JP"',
    onboardingCompleted: 'true',
  });

  await page.goto('/account');
  const services = page.getByRole('list', { name: 'Your services' });
  await expect(services.getByText('Netflix')).toBeVisible();
  await expect(services.getByText('Crunchyroll')).toBeVisible();
  await expect(page.getByText('Japan')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Skip for Now goes home and stays there after a reload', async ({ page, consoleErrors }) => {
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  await expect(page).not.toHaveURL(/welcome/);
  expect(consoleErrors).toEqual([]);
});

test('each step can be skipped, and Back walks the steps backwards', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/onboarding/services');
  await page.getByRole('button', { name: 'Hulu', exact: true }).click();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page).toHaveURL(/\/onboarding\/location$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/services$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  await page.goto('/onboarding/location');
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  // Skipping the services step saved nothing (Hulu was picked, then skipped).
  expect(await page.evaluate(() => localStorage.getItem('selectedServices'))).toBe('[]');
  await page.reload();
  await expect(page).not.toHaveURL(/welcome/);
  expect(consoleErrors).toEqual([]);
});

test('onboarding fits a phone screen', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/onboarding/services');
  await page.getByRole('button', { name: 'Disney+', exact: true }).click();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.getByText('Brazil').click();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(consoleErrors).toEqual([]);
});
