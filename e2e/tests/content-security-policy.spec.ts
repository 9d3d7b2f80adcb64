import type { Page } from '@playwright/test';
import { startAsNewMember } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { E2E_APP_PORT } from '../support/ports.js';
import { countedByNewMembers } from '../support/popular-searches.js';
import { appPorts } from '../support/stack.js';
import { REMOTES } from 'page-server';

const ports = appPorts(E2E_APP_PORT);
const remoteOrigins = REMOTES.map((remote) => `http://localhost:${ports[remote.name]}`);
const backendOrigin = () => new URL(process.env.E2E_BACKEND_URL!).origin;

/** Directives of a Content-Security-Policy header, by name. */
function directivesOf(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** Collects the page's CSP violations (what the browser blocked), from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test("the shell's pages carry a CSP naming only our origins, the remotes and the backend", async ({
  request,
}) => {
  for (const path of ['/', '/movie/603', '/account']) {
    const response = await request.get(path);
    expect(response.headers()['content-type']).toContain('text/html');
    const csp = directivesOf(response.headers()['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    // Compiling WebAssembly (the planner's solver), never eval.
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", ...remoteOrigins]);
    // A remote's WebAssembly is fetched from its origin.
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", backendOrigin(), ...remoteOrigins]),
    );
    // The planner's worker starts from a blob of our origin and imports the remote's script.
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', backendOrigin()]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  }
});

test('home under the CSP: popular searches and posters show, nothing is blocked', async ({
  page,
  consoleErrors,
  networkQuiet,
}) => {
  await countedByNewMembers({ media_type: 'movie', tmdb_id: 27205 });
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toBeTruthy();
  const main = page.locator('[data-remote="mf_discovery"]');
  const popular = main.getByRole('region', { name: 'Popular Searches' });
  await expect(popular.getByRole('button', { name: /Inception/ })).toBeVisible();

  // Posters come from the catalog's image route and actually load.
  await expect
    .poll(() =>
      main
        .locator('img')
        .evaluateAll(
          (images, origin) =>
            images.filter(
              (image) =>
                (image as HTMLImageElement).src.startsWith(`${origin}/catalog/img/`) &&
                (image as HTMLImageElement).complete &&
                (image as HTMLImageElement).naturalWidth > 0,
            ).length,
          backendOrigin(),
        ),
    )
    .toBeGreaterThan(0);
  await networkQuiet();
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

const PAGES = [
  { path: '/discover', remote: 'mf_discovery', heading: 'Discover' },
  { path: '/search?q=matrix', remote: 'mf_discovery', heading: 'Search' },
  { path: '/movie/603', remote: 'mf_detail', heading: 'The Matrix' },
  { path: '/auth', remote: 'mf_account', heading: 'Welcome to WatchWhere' },
  { path: '/welcome', remote: 'mf_onboarding', heading: 'Welcome to WatchWhere' },
] as const;

for (const route of PAGES) {
  test(`${route.path} under the CSP: nothing is blocked`, async ({
    page,
    consoleErrors,
    networkQuiet,
  }) => {
    const violations = await recordViolations(page);
    await page.goto(route.path);
    const remotePage = page.locator(`[data-remote="${route.remote}"]`);
    await expect(remotePage.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await networkQuiet();
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('/account signed in under the CSP: nothing is blocked', async ({
  page,
  consoleErrors,
  networkQuiet,
}) => {
  const account = await startAsNewMember(page, 'csp');
  const violations = await recordViolations(page);
  await page.goto('/account');
  const remotePage = page.locator('[data-remote="mf_account"]');
  await expect(
    remotePage.getByRole('heading', { level: 1, name: 'Account Settings' }),
  ).toBeVisible();
  await expect(remotePage.getByText(account.email).first()).toBeVisible();
  await networkQuiet();
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
