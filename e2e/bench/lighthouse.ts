// `pnpm bench:lighthouse`: Lighthouse (mobile, simulated throttling) on /, /discover and a title
// page of the production build, for a returning visitor (onboarded, so / is home, not /welcome).
// Fails below the ARCHITECTURE.md budgets: performance ≥ 95, LCP ≤ 2.0 s.
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { buildMissingApps } from '../../scripts/lib/build-apps.js';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { startStack } from '../support/stack.js';

const ROUTES = (process.env.LIGHTHOUSE_ROUTES ?? '/,/discover,/movie/27205').split(',');
const MIN_SCORE = 95;
const MAX_LCP_MS = 2000;
/** Set LIGHTHOUSE_REPORTS to a folder to keep each route's full report (JSON) for a closer look. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

/** Lighthouse's documented way to audit a signed-in or returning visitor: its own page, storage kept. */
async function audit(browser: Browser, url: string) {
  const page = await browser.newPage();
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
    undefined,
    page,
  );
  await page.close();
  const { lhr } = result!;
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  return {
    url: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
  };
}

buildMissingApps();
console.log('Starting the production build and a fresh backend…');
const stack = await startStack({ appBasePort: 3700, backendPort: 54370 });
const browser = await puppeteer.launch({
  executablePath: chromiumLaunchOptions.executablePath,
  args: chromiumLaunchOptions.args,
});
let failed = false;
try {
  const setup = await browser.newPage();
  await setup.goto(`${stack.apps.shellUrl}/about`);
  await setup.evaluate(() => localStorage.setItem('onboardingCompleted', 'true'));
  await setup.close();
  for (const route of ROUTES) {
    const { url, score, lcp, cls, tbt } = await audit(browser, `${stack.apps.shellUrl}${route}`);
    const ok = score >= MIN_SCORE && lcp <= MAX_LCP_MS && url.endsWith(route);
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${route.padEnd(14)} performance ${score}  LCP ${(lcp / 1000).toFixed(2)} s  CLS ${cls.toFixed(3)}  TBT ${Math.round(tbt)} ms  (${url})`,
    );
  }
} finally {
  await browser.close();
  await stack.close();
}
if (failed) process.exitCode = 1;
