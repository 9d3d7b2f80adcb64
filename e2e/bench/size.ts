// `pnpm bench:size`: gzip bytes of all JavaScript the browser fetches to render `/` from the
// production builds, measured in Chromium; fails above the ARCHITECTURE.md budget.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { buildMissingApps } from '../../scripts/lib/build-apps.js';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { startStack } from '../support/stack.js';

const BUDGET_BYTES = 160 * 1024;

buildMissingApps();
const stack = await startStack({ appBasePort: 3300, backendPort: 54339 });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) scripts.push({ url: response.url(), body: response.body() });
  });
  await page.goto(stack.apps.shellUrl, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();

  const rows = await Promise.all(
    scripts.map(async ({ url, body }) => ({
      url,
      gzip: gzipSync(await body, { level: 9 }).length,
    })),
  );
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.url}`);
  }
  console.log(
    `JS for the first paint of /: ${(total / 1024).toFixed(1)} KB gzip in ${rows.length} files (budget ${BUDGET_BYTES / 1024} KB)`,
  );
  if (total > BUDGET_BYTES) process.exitCode = 1;
} finally {
  await browser.close();
  await stack.close();
}
