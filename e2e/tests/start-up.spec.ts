import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/**
 * The page's inline config, replaced by `inline` (removed when null) as the parser adds it, before
 * the app reads it. (Rewriting the served document instead would make the browser treat the page
 * as public and block its calls to the local servers.)
 */
async function replaceInlineConfig(page: Page, inline: string | null) {
  await page.addInitScript((text) => {
    new MutationObserver((_, observer) => {
      const block = document.getElementById('watchwhere-config');
      if (!block) return;
      if (text === null) block.remove();
      else block.textContent = text;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, inline);
}

async function expectStartUpError(page: Page, cause: string) {
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.getByText('Error details').click();
  await expect(page.getByText(cause)).toBeVisible();
}

test('a config file that fails shows the start-up error screen, with the cause', async ({
  page,
  consoleErrors,
}) => {
  await replaceInlineConfig(page, null);
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: '' }));

  await page.goto('/discover');

  await expectStartUpError(page, '/config.json answered 503');
  expect(consoleErrors).toEqual([
    expect.stringContaining('503'),
    expect.stringContaining('WatchWhere could not start'),
  ]);
});

test('an invalid inline config fails at once and shows the start-up error screen', async ({
  page,
  consoleErrors,
}) => {
  // Rejected before the app's code has loaded: nothing may be left unhandled.
  await replaceInlineConfig(page, '{}');

  await page.goto('/discover');

  await expectStartUpError(page, '"supabaseUrl" must be a non-empty string');
  expect(consoleErrors).toEqual([expect.stringContaining('WatchWhere could not start')]);
});
