// `pnpm bench:size`: the JavaScript the browser needed to paint `/` (home, from the discovery
// remote, for an onboarded visitor) in each language (`/`, `/de`, …: the library and the active
// language's catalogs included), as transferred (brotli, as `pnpm start` serves the build),
// measured in Chromium on the production build: every script requested before the home heading
// was in the page. Scripts fetched afterwards (e.g. the Supabase client that restores a session,
// the header's search from mf_discovery) are listed apart, file by file. Prints the ARCHITECTURE.md
// goal (160 KB) and fails above its regression guard (198 KB: 190 KB before the languages, which
// were given 8 KB for react-intl and the messages of the first paint). It also prints what each
// language's words cost on home (every catalog file in it, before the paint or after; goal 8 KB).
import { chromium, type Browser } from '@playwright/test';
import type { RawSourceMap } from 'source-map-js';
import { DEFAULT_ENV, releaseMissingApps } from 'page-server/releases';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { brotliByPackage, OWN_CODE } from './bytes-by-package.js';
import { startStack } from '../support/stack.js';

const GOAL_BYTES = 160 * 1024;
const GUARD_BYTES = 198 * 1024;
const WORDS_GOAL_BYTES = 8 * 1024;
const CATALOG_FILE = /lang-[^/]+-json\.[^/]+\.js$/;
const LANGUAGE_PREFIXES = ['', '/de', '/fr', '/ja', '/ko', '/pt-br'];
const HOME_HEADING = '[data-remote="mf_discovery"] h1';

declare global {
  interface Window {
    __homePaintedAt?: number;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first paint's brotli bytes by package, from each script's source map (deployed beside it). */
async function printByPackage(scripts: { url: string; body: Buffer }[]) {
  const totals = new Map<string, number>();
  for (const { url, body } of scripts) {
    const map = (await (await fetch(`${url}.map`)).json()) as RawSourceMap;
    for (const [owner, bytes] of brotliByPackage(body.toString('utf8'), map)) {
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

/** What home in one language (its URL's prefix) loads: its first paint's bytes; its words'. */
interface HomeBytes {
  firstPaint: number;
  words: number;
  catalogs: number;
}

/** The first paint of home in one language: its scripts, listed; its bytes. */
async function measureHome(browser: Browser, shellUrl: string, prefix: string): Promise<HomeBytes> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // Onboarded, as the shell's cookie tells its server: the page's hints are home's. The browser
  // asks for the page's own language, so no first-visit redirect moves it.
  await page.context().addCookies([{ name: 'watchwhere_onboarded', value: '1', url: shellUrl }]);
  await page.addInitScript((selector) => {
    localStorage.setItem('onboardingCompleted', 'true');
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      window.__homePaintedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, HOME_HEADING);
  const scripts = new Map<string, Promise<{ body: Buffer; transferred: number }>>();
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    const transferred = response
      .request()
      .sizes()
      .then((sizes) => sizes.responseBodySize);
    scripts.set(
      response.url(),
      Promise.all([response.body(), transferred]).then(([body, bytes]) => ({
        body,
        transferred: bytes,
      })),
    );
  });
  await page.goto(`${shellUrl}${prefix || '/'}`, { waitUntil: 'networkidle' });
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
      const { body, transferred } = (await scripts.get(url)) ?? {
        body: Buffer.alloc(0),
        transferred: 0,
      };
      return { url, body, beforePaint: startedAt <= paintedAt, transferred };
    }),
  );
  await page.close();
  const total = (list: typeof rows) => list.reduce((sum, row) => sum + row.transferred, 0);
  const firstPaint = rows
    .filter((row) => row.beforePaint)
    .sort((a, b) => b.transferred - a.transferred);
  const later = rows
    .filter((row) => !row.beforePaint)
    .sort((a, b) => b.transferred - a.transferred);
  console.log(`\n${prefix || '/'}:`);
  for (const row of firstPaint) console.log(`${kb(row.transferred).padStart(9)}  ${row.url}`);
  console.log(`after the first paint: ${kb(total(later))} in ${later.length} files`);
  // What the page asks for once it has painted (the header's search, the new-and-leaving rows…).
  for (const row of later) console.log(`${kb(row.transferred).padStart(9)}  ${row.url} (later)`);
  if (!prefix) await printByPackage(firstPaint);
  const catalogs = rows.filter((row) => CATALOG_FILE.test(row.url));
  return { firstPaint: total(firstPaint), words: total(catalogs), catalogs: catalogs.length };
}

await releaseMissingApps(DEFAULT_ENV);
const stack = await startStack({ appBasePort: 3300, backendPort: 54339 });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const sizes: [string, HomeBytes][] = [];
  for (const prefix of LANGUAGE_PREFIXES) {
    sizes.push([prefix || '/', await measureHome(browser, stack.apps.shellUrl, prefix)]);
  }
  console.log('');
  for (const [path, { firstPaint }] of sizes) {
    console.log(
      `JS for the first paint of ${path}: ${kb(firstPaint)} transferred (brotli); goal ${kb(GOAL_BYTES)} ${firstPaint <= GOAL_BYTES ? 'met' : 'not met'}, fails above ${kb(GUARD_BYTES)}`,
    );
  }
  for (const [path, { words, catalogs }] of sizes) {
    console.log(
      `Words of ${path}: ${kb(words)} in ${catalogs} catalogs (brotli); goal ${kb(WORDS_GOAL_BYTES)} ${words <= WORDS_GOAL_BYTES ? 'met' : 'not met'}`,
    );
  }
  if (sizes.some(([, { firstPaint }]) => firstPaint > GUARD_BYTES)) process.exitCode = 1;
} finally {
  await browser.close();
  await stack.close();
}
