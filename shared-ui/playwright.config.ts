import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './playwright/chromium';
import { storybookPort, storybookUrl } from './playwright/storybook-index';

/** Checks every story of the built catalogue (see playwright/stories.spec.ts). */
export default defineConfig({
  testDir: './playwright',
  // The stories are one file's tests: spread over both workers, each with its own preview.
  fullyParallel: true,
  workers: Number(process.env.STORIES_WORKERS ?? 2),
  timeout: 30_000,
  reporter: process.env.CI ? [['dot']] : [['list']],
  use: { launchOptions: chromiumLaunchOptions },
  webServer: {
    command: 'node scripts/static-server.mjs',
    env: { PORT: String(storybookPort) },
    url: `${storybookUrl}/index.json`,
    reuseExistingServer: false,
  },
});
