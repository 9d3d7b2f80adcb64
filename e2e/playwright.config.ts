import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';
import { E2E_APP_PORT } from './support/ports.js';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  // One retry on CI, as Playwright's own template does: a retried pass is still reported as "flaky"
  // in the list output, so flakes stay visible and get fixed instead of failing an unrelated change.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
