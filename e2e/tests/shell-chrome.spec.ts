import { grantPlus, newAccount, startAsNewMember } from '../support/accounts.js';
import { submitRegisterForm } from '../support/auth-form.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

test.describe('a newcomer', () => {
  test.use({ onboarded: false });

  test('is sent from home to /welcome, opens any other page, and can sign in without onboarding', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome\?from=home$/);
    await page.goto('/discover');
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth$/);
    expect(consoleErrors).toEqual([]);
  });
});

test('a guest sees Discover and Login in the header', async ({ page, consoleErrors }) => {
  await page.goto('/discover');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Discover' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Watchlist' })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in member gets Watchlist, My Account and Upgrade; Plus granted by the CLI shows the Plus brand', async ({
  page,
  consoleErrors,
}) => {
  const account = await startAsNewMember(page, 'member');

  await page.goto('/discover');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Upgrade' })).toBeVisible();
  await nav.getByRole('button', { name: 'Watchlist' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Watchlist is a premium feature' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).not.toContainText('WatchWhere Plus');

  grantPlus(account.email);
  await page.reload();

  await expect(nav.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /Plus/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} WatchWhere Plus`,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('signing up, confirming through the local inbox, signing in and out changes the header', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('chrome');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/auth');
  await submitRegisterForm(page, account);
  await expect(page.getByText('Sign up successful')).toBeVisible();

  // The developer's inbox holds the confirmation mail; its link confirms and returns to the app.
  await page.goto(
    `${process.env.E2E_BACKEND_URL}/inbox?email=${encodeURIComponent(account.email)}`,
  );
  await page.getByRole('link', { name: 'Confirm your email' }).click();
  await expect(page).toHaveURL(/localhost:\d+\//);
  await expect(nav.getByRole('link', { name: 'My Account' })).toBeVisible();

  await page.goto('/auth');
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Account' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('home has no header or footer; the bottom bar sends a guest to sign in', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const bottom = page.getByRole('navigation', { name: 'Bottom' });
    await bottom.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=library$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('keyboard focus never hides under the bottom bar', async ({ page }) => {
    await page.goto('/about');
    const barTop = await page
      .getByRole('navigation', { name: 'Bottom' })
      .evaluate((bar) => bar.getBoundingClientRect().top);
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    await expect(footerLinks.first()).toBeAttached();
    const count = await footerLinks.count();
    for (let tab = 0; tab < 60; tab += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || !element.closest('footer')) return undefined;
        return element.getBoundingClientRect().bottom;
      });
      if (focused !== undefined) expect(focused).toBeLessThanOrEqual(barTop);
      const last = await footerLinks
        .nth(count - 1)
        .evaluate((link) => link === document.activeElement);
      if (last) return;
    }
    throw new Error('Tab never reached the last footer link');
  });
});
