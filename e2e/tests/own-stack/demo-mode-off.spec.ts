import { type AppServers, runtimeConfigFor } from 'page-server';
import { ISOLATED_SHELL_URL, startIsolatedApps } from '../../support/isolated-apps.js';
import { expect, test } from '../../support/fixtures.js';

const settings = {
  supabaseUrl: 'http://sb.test',
  supabaseAnonKey: 'anon',
  catalogUrl: 'http://c.test',
};
const demoModeWith = (env: NodeJS.ProcessEnv) => runtimeConfigFor(settings, env).demoMode;

test('config.json: demo mode on for local runs, off in production, WATCHWHERE_DEMO_MODE decides', () => {
  expect(demoModeWith({})).toBe(true);
  expect(demoModeWith({ WATCHWHERE_ENV: 'production' })).toBe(false);
  expect(demoModeWith({ WATCHWHERE_ENV: 'production', WATCHWHERE_DEMO_MODE: 'true' })).toBe(true);
  expect(demoModeWith({ WATCHWHERE_DEMO_MODE: 'false' })).toBe(false);
  expect(() => demoModeWith({ WATCHWHERE_DEMO_MODE: 'yes' })).toThrow(
    'WATCHWHERE_DEMO_MODE must be true or false',
  );
});

test.describe('a deployment with WATCHWHERE_DEMO_MODE=false', () => {
  let apps: AppServers;
  test.beforeAll(async () => {
    apps = await startIsolatedApps({ env: { WATCHWHERE_DEMO_MODE: 'false' } });
  });
  test.afterAll(() => apps.close());

  test('has no demo toggle, and a stored demo flag grants nothing', async ({
    page,
    consoleErrors,
  }) => {
    const config = await (await fetch(`${ISOLATED_SHELL_URL}/config.json`)).json();
    expect(config.demoMode).toBe(false);

    await page.addInitScript(() => localStorage.setItem('demoPremium', 'true'));
    await page.goto(`${ISOLATED_SHELL_URL}/`);
    const home = page.locator('[data-remote="mf_discovery"]');
    await expect(home.getByRole('region', { name: 'Upgrade to WatchWhere Plus' })).toBeVisible();
    await expect(home.getByRole('button', { name: 'Toggle Free/Premium Mode (Demo)' })).toHaveCount(
      0,
    );

    await page.goto(`${ISOLATED_SHELL_URL}/movie/603`);
    await expect(
      page.getByText('Upgrade to premium to see all streaming options and countries'),
    ).toBeVisible();
    await expect(page.getByRole('switch', { name: /Demo Premium Mode/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
