import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './playwright/chromium';

const port = Number(process.env.STORIES_PORT ?? 6007);

/** Checks every story of the built catalogue (see playwright/stories.spec.ts). */
export default defineConfig({
  testDir: './playwright',
  workers: Number(process.env.STORIES_WORKERS ?? 2),
  timeout: 30_000,
  reporter: process.env.CI ? [['dot']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    // No animation mid-way when axe measures contrast or a screenshot is taken.
    contextOptions: { reducedMotion: 'reduce' },
  },
  webServer: {
    command: 'node scripts/static-server.mjs',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/index.json`,
    reuseExistingServer: false,
  },
});
