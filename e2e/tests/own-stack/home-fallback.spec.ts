import type { AppServers } from 'page-server';
import { startAppsWithCatalog } from '../../support/apps-with-catalog.js';
import { expect, test } from '../../support/fixtures.js';
import { ISOLATED_SHELL_URL } from '../../support/isolated-apps.js';
import { countedByNewMembers } from '../../support/popular-searches.js';

let apps: AppServers;
test.beforeAll(async () => {
  // Nothing listens on port 9 (discard): the catalog is unreachable.
  apps = await startAppsWithCatalog('http://127.0.0.1:9/catalog');
});
test.afterAll(() => apps.close());

test('catalog unreachable: fallback content and the toast, the page still works', async ({
  page,
}) => {
  await countedByNewMembers({ media_type: 'movie', tmdb_id: 27205 });
  await page.goto(`${ISOLATED_SHELL_URL}/`);
  const main = page.locator('[data-remote="mf_discovery"]');
  await expect(page.getByText('Failed to load content from TMDB API')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Using fallback content instead')).toBeVisible();
  const popular = main.getByRole('region', { name: 'Popular Right Now' });
  await expect(popular.getByRole('link', { name: /Stranger Things/ })).toBeVisible();
  // Popular searches come from the backend, which still works.
  await expect(
    main
      .getByRole('region', { name: 'Popular Searches' })
      .getByRole('button', { name: /Inception/ }),
  ).toBeVisible();

  await page.goto(`${ISOLATED_SHELL_URL}/discover`);
  await expect(
    main.getByRole('region', { name: 'Popular Movies' }).getByRole('link', { name: /Inception/ }),
  ).toBeVisible({ timeout: 20_000 });
});
