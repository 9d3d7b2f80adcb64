import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { AppServers } from 'page-server';
import { DEFAULT_ENV, promote, rollback, type Releases } from 'page-server/releases';
import { expect, test } from '../../support/fixtures.js';
import { ISOLATED_SHELL_URL, startIsolatedApps } from '../../support/isolated-apps.js';
import { copyLiveReleases, releaseWith } from '../../support/remote-release.js';

// A remote's team releases and promotes it alone: the page server and the browser take the new
// release on the next page, an open tab keeps the set it started with, and a rollback is as quick.

const TITLE_PAGE = `${ISOLATED_SHELL_URL}/movie/603`;

/** The title page's HTML as the page server sends it to a visitor past onboarding. */
const servedTitlePage = async (request: APIRequestContext) =>
  (await request.get(TITLE_PAGE, { headers: { cookie: 'watchwhere_onboarded=1' } })).text();

let releasesDir: string;
let releases: Releases;
let apps: AppServers;

test.beforeAll(async () => {
  releasesDir = mkdtempSync(path.join(tmpdir(), 'watchwhere-releases-'));
  releases = await copyLiveReleases(releasesDir);
  apps = await startIsolatedApps({ releases });
});

test.afterAll(async () => {
  await apps.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

test('a remote release goes live when promoted, not before, and a rollback is live on the next page', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${ISOLATED_SHELL_URL}/welcome`);
  const remotePage = page.locator('[data-remote="mf_onboarding"]');
  const firstRelease = await remotePage.getAttribute('data-release');

  const release = await releaseWith(releases, 'mf-onboarding');
  await page.reload();
  await expect(remotePage).toHaveAttribute('data-release', firstRelease!);

  await promote(releases, DEFAULT_ENV, 'mf-onboarding', release.id);
  await page.reload();
  await expect(remotePage).toHaveAttribute('data-release', release.id);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to WatchWhere' }),
  ).toBeVisible();

  await rollback(releases, DEFAULT_ENV, 'mf-onboarding');
  await page.reload();
  await expect(remotePage).toHaveAttribute('data-release', firstRelease!);
  expect(consoleErrors).toEqual([]);
});

test("a promoted mf-detail is in the page server's HTML on the next request, then hydrated", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const served = () => servedTitlePage(request);
  // A render that misses its budget (a cold worker on a busy machine) sends the loading state, as
  // designed: the page server is asked until it has rendered the title.
  await expect.poll(served, { timeout: 30_000 }).toMatch(/>Where to Watch<\/h2>/);

  const release = await releaseWith(releases, 'mf-detail', {
    replace: [
      {
        // The remote's words are its own: its English catalog says the heading.
        file: 'src/lang/en.json',
        from: '"defaultMessage": "Where to Watch",',
        to: '"defaultMessage": "Where to Watch Tonight",',
      },
    ],
  });
  await promote(releases, DEFAULT_ENV, 'mf-detail', release.id);

  // The same page server, neither rebuilt nor restarted, renders the new release.
  await expect.poll(served, { timeout: 30_000 }).toMatch(/>Where to Watch Tonight<\/h2>/);
  const html = await served();
  expect(html).toContain(`data-release="${release.id}"`);
  expect(html).toContain(`/releases/${release.id}/mf-manifest.json`);
  const releaseSet =
    /<script type="application\/json" id="watchwhere-release-set">([^<]*)<\/script>/.exec(html);
  expect(JSON.parse(releaseSet![1]!).releases).toEqual((await apps.liveReleases()).ids);
  await page.goto(TITLE_PAGE);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Where to Watch Tonight' }),
  ).toBeVisible();
  await expect(page.locator('[data-remote="mf_detail"]')).toHaveAttribute(
    'data-release',
    release.id,
  );
  expect(consoleErrors).toEqual([]);
});

/** mf-detail's next feature: a catalog call and a toast of its own, with no shared-core change. */
const CATALOG_GENRES_FEATURE = `import { catalogApi, toastShown, useAppDispatch, type ToastMessage } from 'shared-core';
import { Button } from 'shared-ui';

const genresApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogGenres: build.query<{ genres: { id: number; name: string }[] }, void>({
      query: () => '/3/genre/movie/list',
    }),
  }),
});

export const prefetchCatalogGenres = () =>
  genresApi.util.prefetch('getCatalogGenres', undefined, {});

const genresMessages = {
  genresCounted: (count: number): ToastMessage => ({
    title: \`The catalog has \${count} film genres\`,
    tone: 'info',
  }),
};

export function CatalogGenres() {
  const dispatch = useAppDispatch();
  const { data } = genresApi.useGetCatalogGenresQuery();
  if (!data) return null;
  return (
    <section aria-label="Catalog genres">
      <p>{data.genres.map(({ name }) => name).join(', ')}</p>
      <Button onClick={() => dispatch(toastShown(genresMessages.genresCounted(data.genres.length)))}>
        Count genres
      </Button>
    </section>
  );
}
`;

test('a remote ships a call and a toast of its own against the unchanged live shell: rendered, hydrated, working', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const liveShell = (await apps.liveReleases()).ids.shell;
  const release = await releaseWith(releases, 'mf-detail', {
    add: { 'src/features/catalog-genres/catalog-genres.tsx': CATALOG_GENRES_FEATURE },
    replace: [
      {
        file: 'src/pages/detail-page.tsx',
        from: "import { prefetchWatchProviders } from '../lib/api/get-watch-providers';",
        to: "import { prefetchWatchProviders } from '../lib/api/get-watch-providers';\nimport { CatalogGenres, prefetchCatalogGenres } from '../features/catalog-genres/catalog-genres';",
      },
      {
        file: 'src/pages/detail-page.tsx',
        from: '  return <TitleScreen key={id} title={title} />;',
        to: '  return (<><CatalogGenres /><TitleScreen key={id} title={title} /></>);',
      },
      {
        file: 'src/pages/detail-page.tsx',
        from: '  dispatch(prefetchWatchProviders(title));',
        to: '  dispatch(prefetchWatchProviders(title));\n  dispatch(prefetchCatalogGenres());',
      },
    ],
  });
  await promote(releases, DEFAULT_ENV, 'mf-detail', release.id);
  expect((await apps.liveReleases()).ids.shell, 'the shell is not released again').toBe(liveShell);

  const { genres } = (await (
    await request.get(`${process.env.E2E_BACKEND_URL}/catalog/3/genre/movie/list`)
  ).json()) as { genres: { name: string }[] };
  const genreNames = genres.map(({ name }) => name).join(', ');
  const served = () => servedTitlePage(request);
  // The page server runs the new call in its render: the genres are in the HTML.
  await expect.poll(served, { timeout: 30_000 }).toContain(`<p>${genreNames}</p>`);

  await page.goto(TITLE_PAGE);
  const feature = page.getByRole('region', { name: 'Catalog genres' });
  await expect(feature).toContainText(genreNames);
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  await feature.getByRole('button', { name: 'Count genres' }).click();
  await expect(page.getByText(`The catalog has ${genres.length} film genres`)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an open tab keeps the release set it loaded with; its next page load takes the new one', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${ISOLATED_SHELL_URL}/discover`);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    const firstRelease = await page
      .locator('[data-remote="mf_discovery"]')
      .getAttribute('data-release');

    // The next page's words change (its title): its release's catalog is a file the tab has not loaded.
    const release = await releaseWith(releases, 'mf-discovery', {
      replace: [
        {
          file: 'src/lang/en.json',
          from: '"r2I6OG": {\n    "defaultMessage": "Search",',
          to: '"r2I6OG": {\n    "defaultMessage": "Search titles",',
        },
      ],
    });
    await promote(releases, DEFAULT_ENV, 'mf-discovery', release.id);

    await page.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${ISOLATED_SHELL_URL}/search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page).toHaveTitle(/^Search ·/);
    await expect(page.locator('[data-remote="mf_discovery"]')).toHaveAttribute(
      'data-release',
      firstRelease!,
    );

    await page.reload();
    await expect(page).toHaveTitle(/^Search titles/);
    await expect(page.locator('[data-remote="mf_discovery"]')).toHaveAttribute(
      'data-release',
      release.id,
    );
    await expect(page.getByText('This page is unavailable right now')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('a remote release that cannot start costs only its routes, until rolled back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A release whose exposed page throws as it loads, as one missing what it needs would (the gate
  // cannot see everything, and a pointer can be edited by hand).
  const broken = await releaseWith(releases, 'mf-onboarding', {
    replace: [
      {
        file: 'src/pages/welcome-page.tsx',
        from: "import { Page } from '../app/page';",
        to: "import { Page } from '../app/page';\n\nthrow new Error('This release cannot start');",
      },
    ],
  });
  await promote(releases, DEFAULT_ENV, 'mf-onboarding', broken.id);

  const response = await page.goto(`${ISOLATED_SHELL_URL}/welcome`);
  expect(response?.status(), 'the page server renders around it').toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is unavailable right now' }),
  ).toBeVisible();
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Discover' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();

  await rollback(releases, DEFAULT_ENV, 'mf-onboarding');
  await page.goto(`${ISOLATED_SHELL_URL}/welcome`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to WatchWhere' }),
  ).toBeVisible();
});
