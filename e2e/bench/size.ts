// `pnpm bench:size`: gzip bytes of the JavaScript the browser needed to paint `/` (home, from the
// discovery remote, for a returning visitor), measured in Chromium on the production build: every
// script requested before the home heading was in the page. Scripts fetched afterwards (e.g. the
// Supabase client that restores a session, the header's search from mf_discovery) are listed
// apart, file by file. Fails above the ARCHITECTURE.md budget.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import type { RawSourceMap } from 'source-map-js';
import { buildMissingApps } from '../../scripts/lib/build-apps.js';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { gzipByPackage, OWN_CODE } from './bytes-by-package.js';
import { startStack } from '../support/stack.js';

const BUDGET_BYTES = 160 * 1024;
const HOME_HEADING = '[data-remote="mf_discovery"] h1';

declare global {
  interface Window {
    __homePaintedAt?: number;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first paint's gzip bytes by package, from each script's source map (deployed beside it). */
async function printByPackage(scripts: { url: string; body: Buffer }[]) {
  const totals = new Map<string, number>();
  for (const { url, body } of scripts) {
    const map = (await (await fetch(`${url}.map`)).json()) as RawSourceMap;
    for (const [owner, bytes] of gzipByPackage(body.toString('utf8'), map)) {
      totals.set(owner, (totals.get(owner) ?? 0) + bytes);
    }
  }
  console.log('by package (estimated from the source maps):');
  for (const [owner, bytes] of [...totals].sort((a, b) => b[1] - a[1])) {
    console.log(`${kb(bytes).padStart(9)}  ${owner}${OWN_CODE.has(owner) ? ' (ours)' : ''}`);
  }
  const sum = (entries: [string, number][]) => entries.reduce((all, [, bytes]) => all + bytes, 0);
  const own = sum([...totals].filter(([owner]) => OWN_CODE.has(owner)));
  console.log(
    `libraries, runtime and bundling: ${kb(sum([...totals]) - own)}; WatchWhere's own code: ${kb(own)}`,
  );
}

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
    requested.map(async ({ url, startedAt }) => {
      const body = (await bodies.get(url)) ?? Buffer.alloc(0);
      return {
        url,
        body,
        beforePaint: startedAt <= paintedAt,
        gzip: gzipSync(body, { level: 9 }).length,
      };
    }),
  );
  const total = (list: typeof rows) => list.reduce((sum, row) => sum + row.gzip, 0);
  const firstPaint = rows.filter((row) => row.beforePaint).sort((a, b) => b.gzip - a.gzip);
  const later = rows.filter((row) => !row.beforePaint).sort((a, b) => b.gzip - a.gzip);
  for (const row of firstPaint) console.log(`${kb(row.gzip).padStart(9)}  ${row.url}`);
  console.log(`after the first paint: ${kb(total(later))} in ${later.length} files`);
  // What the page asks for once it has painted (the header's search, the new-and-leaving rows…).
  for (const row of later) console.log(`${kb(row.gzip).padStart(9)}  ${row.url} (later)`);
  console.log(
    `JS for the first paint of /: ${kb(total(firstPaint))} gzip in ${firstPaint.length} files (budget ${kb(BUDGET_BYTES)})`,
  );
  await printByPackage(firstPaint);
  if (total(firstPaint) > BUDGET_BYTES) process.exitCode = 1;
} finally {
  await browser.close();
  await stack.close();
}
