import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { trackRequests } from './network-quiet.js';

interface Fixtures {
  /** Console errors and uncaught exceptions of the page, for tests to assert none happened. */
  consoleErrors: string[];
  /** The visitor has been through onboarding before (default), so no page sends them to /welcome. */
  onboarded: boolean;
  /** Resolves once none of the page's requests has been open for half a second. */
  networkQuiet: () => Promise<void>;
}

export const test = base.extend<Fixtures>({
  onboarded: [true, { option: true }],
  page: async ({ page, onboarded, baseURL }, use) => {
    if (onboarded) {
      // The flag in browser storage, and the cookie the shell keeps beside it for its server.
      await page
        .context()
        .addCookies([{ name: 'watchwhere_onboarded', value: '1', url: baseURL! }]);
      await page.addInitScript(() => {
        if (!localStorage.getItem('onboardingCompleted'))
          localStorage.setItem('onboardingCompleted', 'true');
      });
    }
    // A server-rendered page is on screen before it answers to input: a click before the app has
    // hydrated it waits for it (tests/before-hydration.spec.ts), so every navigation to the shell's
    // page (it runs the shell's before-hydration script) waits until the app answers, and a test's
    // steps run on the app. Another page (the local inbox, a remote's dev harness) is not waited on;
    // one the app fails to start on is left after 10 s, for the test to say what it sees.
    const hydrated = async (response: Response | null) => {
      if (
        response?.headers()['content-type']?.startsWith('text/html') &&
        (await page.locator('script[src*="/before-hydration."]').count()) > 0
      ) {
        await page
          .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 })
          .catch(() => {});
      }
      return response;
    };
    const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  networkQuiet: async ({ page }, use) => {
    const requests = trackRequests(page);
    await use(() => requests.quiet());
  },
});

/**
 * WCAG 2.1 AA violations axe finds on the page, as readable lines. In legacy mode axe runs in the
 * page itself instead of opening a blank page to merge its frames' results (about 0.3 s a call);
 * the apps have no cross-origin frame, which that mode would leave untested.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

export { expect };
