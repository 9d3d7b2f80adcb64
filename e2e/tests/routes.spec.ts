import { accessibilityViolations, expect, test } from '../support/fixtures.js';
import { appPorts } from '../support/stack.js';
import { E2E_APP_PORT } from '../support/ports.js';

const ports = appPorts(E2E_APP_PORT);

const ROUTES = [
  {
    path: '/',
    remote: 'mf_discovery',
    heading: 'Find Where to Watch Anywhere in the World',
    title: 'Home',
  },
  { path: '/discover', remote: 'mf_discovery', heading: 'Discover', title: 'Discover' },
  { path: '/search', remote: 'mf_discovery', heading: 'Search', title: 'Search' },
  { path: '/movie/603', remote: 'mf_detail', heading: 'The Matrix', title: 'The Matrix' },
  {
    path: '/movie/tv_1396',
    remote: 'mf_detail',
    heading: 'Breaking Bad',
    title: 'Breaking Bad',
  },
  {
    path: '/movie',
    remote: 'mf_detail',
    heading: 'Movie ID is missing',
    title: 'Movie ID is missing',
  },
  { path: '/auth', remote: 'mf_account', heading: 'Welcome to WatchWhere', title: 'Sign in' },
  {
    path: '/account',
    remote: 'mf_account',
    heading: 'Account Settings',
    title: 'Account Settings',
  },
  { path: '/library', remote: 'mf_account', heading: 'My Library', title: 'My Library' },
  {
    path: '/notifications',
    remote: 'mf_account',
    heading: 'Notifications',
    title: 'Notifications',
  },
  { path: '/plans', remote: 'mf_account', heading: 'WatchWhere Plus', title: 'Plans' },
  { path: '/plans/checkout', remote: 'mf_account', heading: 'Checkout', title: 'Checkout' },
  {
    path: '/unsubscribe',
    remote: 'mf_account',
    heading: 'This unsubscribe link is not valid',
    title: 'Unsubscribe',
  },
  { path: '/welcome', remote: 'mf_onboarding', heading: 'Welcome to WatchWhere', title: 'Welcome' },
  {
    path: '/onboarding/services',
    remote: 'mf_onboarding',
    heading: 'Which streaming services do you have?',
    title: 'Choose your services',
  },
  {
    path: '/onboarding/location',
    remote: 'mf_onboarding',
    heading: 'Where do you watch?',
    title: 'Choose your country',
  },
] as const;

for (const route of ROUTES) {
  test(`${route.path} renders through ${route.remote}`, async ({
    page,
    consoleErrors,
    networkQuiet,
  }) => {
    const remoteOrigin = `http://localhost:${ports[route.remote]}`;
    const fromRemote: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(remoteOrigin)) fromRemote.push(response.url());
    });

    await page.goto(route.path);

    const remotePage = page.locator(`[data-remote="${route.remote}"]`);
    await expect(remotePage.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    // The remote announced its title through the shared store; the shell put it in the tab.
    await expect(page).toHaveTitle(`${route.title} · WatchWhere`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The page is on screen from the server's HTML before its code arrives: wait for the code.
    await networkQuiet();
    // The remote is loaded by its entry: its manifest is for the page server and the release gate.
    expect(fromRemote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('a newcomer', () => {
  test.use({ onboarded: false });

  test("opening a mail's unsubscribe link reaches the page, not onboarding", async ({
    page,
    consoleErrors,
  }) => {
    const link = '/unsubscribe?user=00000000-0000-0000-0000-000000000000&token=t';
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Stop alert emails?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off alert emails' })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(link);
    expect(consoleErrors).toEqual([]);
  });
});

test('an unknown path answers 404 with the Not Found page, whose link returns home', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Return to Home' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Where to Watch Anywhere in the World' }),
  ).toBeVisible();
  // The browser reports the page's own 404 status; nothing else failed.
  expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('footer pages are served by the shell', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy · WatchWhere');
  expect(consoleErrors).toEqual([]);
});
