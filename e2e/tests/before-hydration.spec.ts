import type { Page, Response } from '@playwright/test';
import { createConfirmedAccount, newAccount } from '../support/accounts.js';
import { submitRegisterForm } from '../support/auth-form.js';
import { expect, test } from '../support/fixtures.js';
import { SEARCH_LABEL } from '../support/search-box.js';

// Nothing a visitor does on the server's page before its code arrives is lost. The page's scripts
// are held back for two seconds (all but the shell's tiny first script, which holds clicks until
// the app has hydrated: a visitor on a slow line gets it long before the bundles) while the test
// types and clicks, then released: the typed text stays and its suggestions appear, and a click
// takes effect once.

const HOLD_MS = 2000;

/** Holds the page's scripts (the shell's and the remotes') until `release`, two seconds at least. */
async function holdScripts(page: Page) {
  let heldSince: number | undefined;
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'script' || /\/before-hydration\.[^/]*\.js$/.test(request.url()))
      return route.fallback();
    heldSince ??= Date.now();
    await released;
    await route.fallback().catch(() => {});
  });
  return {
    /** Lets the scripts through once they have been held for two seconds. */
    async release() {
      expect(heldSince, 'the page asked for its scripts').toBeDefined();
      await page.waitForTimeout(Math.max(0, heldSince! + HOLD_MS - Date.now()));
      open();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

/** Opens `path` without waiting for its scripts (the fixture's `page.goto` waits for hydration). */
async function openHeld(page: Page, path: string): Promise<Response | null> {
  const response = await page.mainFrame().goto(path, { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  return response;
}

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** The page answers: the app has hydrated it. */
async function expectHydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
}

test('header search: text typed before the code arrives stays, and its suggestions appear', async ({
  page,
  consoleErrors,
}) => {
  const scripts = await holdScripts(page);
  await openHeld(page, '/movie/603');
  const header = page.getByRole('banner');
  const search = header.getByRole('combobox', { name: SEARCH_LABEL });
  await search.pressSequentially('matrix');
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expectHydrated(page);
  // The discovery remote's search takes the plain box's place, with the text and its suggestions.
  await expect(header.getByRole('option', { name: /The Matrix/ }).first()).toBeVisible();
  await expect(search).toHaveValue('matrix');
  await expect(search).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

for (const { name, path, heading } of [
  { name: 'home', path: '/', heading: /Find where to watch/i },
  { name: 'Discover', path: '/discover', heading: 'Discover' },
]) {
  test(`${name}'s search box: text typed before the code arrives stays, and its suggestions appear`, async ({
    page,
    consoleErrors,
  }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, path);
    const main = page.locator('[data-remote="mf_discovery"]');
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const search = main.getByRole('combobox', { name: SEARCH_LABEL });
    await search.pressSequentially('matrix');
    expect(await hydrated(page)).toBe(false);

    await scripts.release();
    await expectHydrated(page);
    await expect(main.getByRole('option', { name: /The Matrix/ }).first()).toBeVisible();
    await expect(search).toHaveValue('matrix');
    // A pick works as ever: the title opens.
    await main
      .getByRole('option', { name: /The Matrix/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/movie\/603$/);
    expect(consoleErrors).toEqual([]);
  });
}

test("onboarding's service filter: text typed before the code arrives stays and filters", async ({
  page,
  consoleErrors,
}) => {
  const scripts = await holdScripts(page);
  await openHeld(page, '/onboarding/services');
  const filter = page.getByRole('searchbox', { name: 'Find a service' });
  await filter.pressSequentially('netf');
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expectHydrated(page);
  await expect(filter).toHaveValue('netf');
  await expect(page.getByRole('button', { name: 'Netflix', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hulu', exact: true })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('sign-in: fields typed and a button clicked before the code arrives take effect once', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('early');
  await createConfirmedAccount(account);
  const scripts = await holdScripts(page);
  await openHeld(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  const email = form.getByLabel('Email');
  const password = form.getByLabel('Password', { exact: true });
  await email.pressSequentially(account.email);
  await password.pressSequentially(account.password);
  const show = form.getByRole('button', { name: 'Show password' });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expectHydrated(page);
  // One click shows the password (a second would hide it again), and the text stays.
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(email).toHaveValue(account.email);
  await expect(password).toHaveValue(account.password);
  // The form has what was typed: it signs in.
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Find where to watch/i })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('sign-in submitted before the code arrives: the app signs in once, nothing goes in a URL', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('early-submit');
  await createConfirmedAccount(account);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/auth/v1/token'))
      signIns.push(request.url());
  });
  const scripts = await holdScripts(page);
  await openHeld(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').pressSequentially(account.email);
  await form.getByLabel('Password', { exact: true }).pressSequentially(account.password);
  // Enter in a field clicks the form's submit button, as a click would.
  await form.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: /Find where to watch/i })).toBeVisible();
  expect(signIns).toHaveLength(1);
  expect(urls.filter((url) => url.includes(encodeURIComponent(account.password)))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('register: the tab clicked before the code arrives opens once, and its form signs up', async ({
  page,
  consoleErrors,
}) => {
  const scripts = await holdScripts(page);
  await openHeld(page, '/auth');
  // The server renders the sign-in tab: the register form comes with the tab's click.
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('tab', { name: 'Register' }).click();
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expectHydrated(page);
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
  // The tab is open already: the helper's click on it changes nothing.
  await submitRegisterForm(page, newAccount('early-register'));
  await expect(page.getByText('Sign up successful')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a link clicked before the code arrives opens its page, once', async ({
  page,
  consoleErrors,
}) => {
  const scripts = await holdScripts(page);
  await openHeld(page, '/movie/603');
  const entries = await page.evaluate(() => history.length);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Discover' })
    .click();
  await expect(page).toHaveURL(/\/discover$/);

  await scripts.release();
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  // The link's native navigation: one page asked for, one entry more in the history.
  expect(documents).toEqual(['/discover']);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  expect(consoleErrors).toEqual([]);
});
