// Screenshots of chosen stories at desktop (1280 px) and mobile (390 px) widths, for design review.
// Usage: node scripts/screenshot-stories.mjs [story-id ...]   (PNGs go to shared-ui/screenshots/)
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import chromiumLaunchOptions from '../../tooling/chromium-launch-options.cjs';
import { serveDirectory } from './static-server.mjs';

const defaultStories = [
  'brand-logo--large-plus',
  'components-button--all-variants-and-sizes',
  'content-contentgrid--populated',
  'content-contentgrid--loading',
  'content-postercard--movie',
  'forms-searchinput--with-suggestions',
  'overlays-popover--filter-bar',
  'overlays-dialog--open',
  'overlays-sheet--mobile-menu',
  'feedback-toaster--with-action',
  'navigation-tabs--account',
  'forms-switch--notification-preferences',
  'content-emptystate--watchlist',
];
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const port = Number(process.env.PORT ?? 6008);
const outDir = fileURLToPath(new URL('../screenshots', import.meta.url));
const stories = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultStories;

await mkdir(outDir, { recursive: true });
const server = await serveDirectory(
  fileURLToPath(new URL('../storybook-static', import.meta.url)),
  port,
);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const viewport of widths) {
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
    for (const id of stories) {
      await page.goto(`http://localhost:${port}/iframe.html?id=${id}&viewMode=story`);
      await page.waitForFunction(() =>
        ['completed', 'finished', 'errored'].includes(
          globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase,
        ),
      );
      const path = `${outDir}/${id}.${viewport.name}.png`;
      await page.screenshot({ path, fullPage: true });
      console.log(path);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
