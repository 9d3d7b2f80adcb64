import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';
import { E2E_APP_PORT } from './support/ports.js';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One worker a core: the shared stack's suites side by side. Those in tests/own-stack start
  // servers of their own on fixed ports (and some build releases or stop the tests' PostgreSQL):
  // one at a time, beside the others. Listed first, they start at once on one worker while the
  // other takes the shared stack's, instead of running alone at the end with a core idle.
  workers: 2,
  projects: [
    { name: 'own stacks', testMatch: 'own-stack/**/*.spec.ts', workers: 1 },
    { name: 'shared stack', testIgnore: 'own-stack/**' },
  ],
  // One retry on CI, as Playwright's own template does: a retried pass is still reported as "flaky"
  // in the list output, so flakes stay visible and get fixed instead of failing an unrelated change.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    launchOptions: chromiumLaunchOptions,
    // Recording a trace costs every test (about 8% of the suite's time, most of it Chromium's):
    // CI records the retry of a failed test, as Playwright's own template does; a local run, with
    // no retry, keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
