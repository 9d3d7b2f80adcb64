import { runtimeConfigFor } from 'page-server';
import { startAsNewMember } from '../support/accounts.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

const settings = {
  supabaseUrl: 'http://sb.test',
  supabaseAnonKey: 'anon',
  catalogUrl: 'http://c.test',
};
const checkoutWith = (env: NodeJS.ProcessEnv) => runtimeConfigFor(settings, env).plusCheckout;

test('config.json: the local checkout locally, PLUS_CHECKOUT_URL when set, none in production', () => {
  expect(checkoutWith({})).toEqual({ kind: 'local' });
  expect(checkoutWith({ WATCHWHERE_ENV: 'production' })).toBeNull();
  expect(checkoutWith({ SUPABASE_URL: 'https://ref.supabase.co' })).toBeNull();
  expect(
    checkoutWith({ WATCHWHERE_ENV: 'production', PLUS_CHECKOUT_URL: 'https://pay.example.com/p' }),
  ).toEqual({ kind: 'url', url: 'https://pay.example.com/p' });
  expect(() => checkoutWith({ PLUS_CHECKOUT_URL: 'javascript:alert(1)' })).toThrow(
    'PLUS_CHECKOUT_URL must be an http(s) address',
  );
});

/** The day a plan bought now ends, as Billing writes it ("23 November 2027"). */
function endOfPlan(months: number): string {
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + months);
  return new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(end);
}

test('a free member upgrades from Account through /plans and the local checkout to Plus', async ({
  page,
  consoleErrors,
}) => {
  await startAsNewMember(page, 'buyer');
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const billing = page.getByRole('region', { name: 'Billing & Subscription' });
  await expect(billing.getByText('Free plan')).toBeVisible();

  await page
    .getByRole('region', { name: 'Upgrade to Premium' })
    .getByRole('button', { name: 'Upgrade' })
    .click();
  await expect(page).toHaveURL(/\/plans\?redirect=account%3Ftab%3Dsettings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'WatchWhere Plus' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /\$9\.99 per month/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /\$99 per year/ })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByText('Yearly').click();
  await page.getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/plans\/checkout\?plan=yearly&redirect=account%3Ftab%3Dsettings$/);
  await expect(page.getByRole('note')).toContainText('This checkout simulates payment');
  await expect(page.getByText('$99 per year')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Confirm simulated payment' }).click();
  await expect(page.getByText('Welcome to Plus')).toBeVisible();
  // Back on the tab the upgrade started from.
  await expect(page).toHaveURL(/\/account\?tab=settings$/);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('Premium Member')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('WatchWhere Plus');

  // Plus is real, not a demo flag: it survives a reload and opens the watchlist view.
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Watchlist' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Watchlist' })).toBeVisible();
  await expect(page.getByText('Watchlist is a premium feature')).toHaveCount(0);

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(billing.getByText('Active')).toBeVisible();
  await expect(billing.getByText('Plus', { exact: true })).toBeVisible();
  await expect(billing.getByText(endOfPlan(12))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upgrade to Premium' })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Back on /plans, there is nothing more to buy.
  await page.goto('/plans');
  await expect(page.getByText('You already have Plus.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('Language & Region changes the country, which sticks after a reload', async ({
  page,
  consoleErrors,
}) => {
  await startAsNewMember(page, 'region');
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Language & Region' });
  await expect(
    section.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' }),
  ).toHaveAttribute('aria-current', 'true');
  const row = section.getByRole('button', { name: /Country/ });
  await expect(row).toContainText('United States');

  await row.click();
  await expect(page).toHaveURL(/\/onboarding\/location\?redirect=account%3Ftab%3Dsettings$/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByText('France').click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  // Back on the tab it was opened from.
  await expect(page).toHaveURL(/\/account\?tab=settings$/);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Language & Region' })
      .getByRole('button', { name: /Country/ }),
  ).toContainText('France');
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('France')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
