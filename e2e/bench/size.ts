// `pnpm bench:size`: gzip bytes of the JavaScript the browser needed to paint `/` (home, from the
// discovery remote, for a returning visitor), measured in Chromium on the production build: every
// script requested before the home heading was in the page. Scripts fetched afterwards (e.g. the
// Supabase client that restores a session) are listed apart. Fails above the ARCHITECTURE.md budget.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { buildMissingApps } from '../../scripts/lib/build-apps.js';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { startStack } from '../support/stack.js';

const BUDGET_BYTES = 160 * 1024;
const HOME_HEADING = '[data-remote="mf_discovery"] h1';

declare global {
  interface Window {
    __homePaintedAt?: number;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

buildMissingApps();
const stack = await startStack({ appBasePort: 3300, backendPort: 54339 });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript((selector) => {
    localStorage.setItem('onboardingCompleted', 'true');
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      window.__homePaintedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, HOME_HEADING);
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) {
      bodies.set(response.url(), response.body());
    }
  });
  await page.goto(stack.apps.shellUrl, { waitUntil: 'networkidle' });
  await page.locator(HOME_HEADING).waitFor();

  const requested = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, startedAt: entry.startTime })),
  );
  const paintedAt = await page.evaluate(() => window.__homePaintedAt ?? Infinity);
  const rows = await Promise.all(
    requested.map(async ({ url, startedAt }) => ({
      url,
      beforePaint: startedAt <= paintedAt,
      gzip: gzipSync((await bodies.get(url)) ?? Buffer.alloc(0), { level: 9 }).length,
    })),
  );
  const total = (list: typeof rows) => list.reduce((sum, row) => sum + row.gzip, 0);
  const firstPaint = rows.filter((row) => row.beforePaint).sort((a, b) => b.gzip - a.gzip);
  const later = rows.filter((row) => !row.beforePaint);
  for (const row of firstPaint) console.log(`${kb(row.gzip).padStart(9)}  ${row.url}`);
  console.log(`after the first paint: ${kb(total(later))} in ${later.length} files`);
  console.log(
    `JS for the first paint of /: ${kb(total(firstPaint))} gzip in ${firstPaint.length} files (budget ${kb(BUDGET_BYTES)})`,
  );
  if (total(firstPaint) > BUDGET_BYTES) process.exitCode = 1;
} finally {
  await browser.close();
  await stack.close();
}
