import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from 'page-server';
import { saveToWatchlist, startAsNewMember } from '../support/accounts.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

const FIXTURES = join(REPO_ROOT, 'e2e', 'fixtures', 'imports');
const fixture = (name: string) => join(FIXTURES, name);

const MATRIX = {
  tmdb_id: 603,
  media_type: 'movie' as const,
  title: 'The Matrix',
  poster_path: null,
  release_year: 1999,
};

const picker = (page: Page) => page.getByLabel('Choose a file');

async function importFile(page: Page, file: string | { name: string; buffer: Buffer }) {
  await page.goto('/library/import');
  await picker(page).setInputFiles(
    typeof file === 'string'
      ? file
      : { name: file.name, mimeType: 'application/octet-stream', buffer: file.buffer },
  );
}

/** The preview's three counts, as the page shows them. */
async function expectCounts(page: Page, matched: number, choice: number, notFound: number) {
  const counts = page.getByRole('listitem');
  await expect(counts.filter({ hasText: / matched$/ })).toHaveText(`${matched} matched`);
  await expect(counts.filter({ hasText: /needs? a choice$/ }).first()).toHaveText(
    `${choice} ${choice === 1 ? 'needs' : 'need'} a choice`,
  );
  await expect(counts.filter({ hasText: / not found$/ }).first()).toHaveText(
    `${notFound} not found`,
  );
}

test('a visitor sees what the import does and is asked to sign in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/library/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import a list' })).toBeVisible();
  await expect(page.getByText('Sign in to import a list')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=library(%2F|\/)import$/);
  expect(consoleErrors).toEqual([]);
});

test('a Letterboxd ZIP: preview, save, re-import adds nothing, undo leaves what was there', async ({
  page,
  consoleErrors,
}) => {
  const account = await startAsNewMember(page, 'import-letterboxd');
  await saveToWatchlist(account, [MATRIX]);
  await page.goto('/library');
  await page.getByRole('link', { name: 'Import a list' }).click();
  await expect(page).toHaveURL(/\/library\/import$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  await picker(page).setInputFiles(fixture('letterboxd-export.zip'));
  await expectCounts(page, 3, 1, 3);
  const notFound = page.getByRole('region', { name: '3 not found' });
  await expect(notFound.getByText('Line 6')).toBeVisible();
  await expect(notFound.getByText('The year isn’t a year')).toBeVisible();
  // The Matrix is saved already: Pulp Fiction and Shrek, then King Kong once chosen.
  await expect(page.getByRole('button', { name: 'Add 2 titles to my watchlist' })).toBeEnabled();
  await page.getByText('King Kong (2005) · Movie').click();
  expect(await accessibilityViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await notFound.getByRole('button', { name: 'Download as CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('6,Inceptoin,Not found in the catalog');
  expect(csv).toContain('8,Alien,The year isn’t a year');
  await page.getByRole('button', { name: 'Add 3 titles to my watchlist' }).click();
  await expect(page.getByText('3 titles added to your watchlist.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Go to my watchlist' }).click();
  await expect(page.getByText('4 titles saved')).toBeVisible();
  for (const name of ['The Matrix', 'Pulp Fiction', 'Shrek', 'King Kong']) {
    await expect(
      page.getByRole('button', { name: `Remove ${name} from your watchlist` }),
    ).toBeVisible();
  }

  await importFile(page, fixture('letterboxd-export.zip'));
  await expectCounts(page, 3, 1, 3);
  await page.getByText('King Kong (2005) · Movie').click();
  await expect(
    page.getByText('Nothing to add: every title found is already in your watchlist.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add no titles to my watchlist' })).toBeDisabled();

  await page.getByRole('button', { name: 'Choose another file' }).click();
  await expect(page.getByText('3 titles from Letterboxd', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Undo the last import' }).click();
  await expect(page.getByText(/The import is undone/)).toBeVisible();
  await page.goto('/library');
  await expect(page.getByText('1 title saved')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an IMDb CSV and a Trakt JSON list, each found by its shape', async ({
  page,
  consoleErrors,
}) => {
  await startAsNewMember(page, 'import-imdb-trakt');
  await importFile(page, fixture('imdb-watchlist.csv'));
  await expectCounts(page, 3, 1, 2);
  const imdbLeftOut = page.getByRole('region', { name: '2 not found' });
  await expect(imdbLeftOut.getByText('Line 7')).toBeVisible();
  await expect(
    imdbLeftOut.getByText('Not a movie or a TV show (an episode, a game…)'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add 3 titles to my watchlist' }).click();
  await expect(page.getByText('3 titles added to your watchlist.')).toBeVisible();

  await page.getByRole('button', { name: 'Import another list' }).click();
  await picker(page).setInputFiles(fixture('trakt-watchlist.json'));
  await expectCounts(page, 4, 1, 2);
  await expect(page.getByRole('region', { name: '2 not found' }).getByText('Item 7')).toBeVisible();
  await page.getByText('None of these').click();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add 4 titles to my watchlist' }).click();
  await expect(page.getByText('4 titles added to your watchlist.')).toBeVisible();
  await page.goto('/library');
  await expect(page.getByText('7 titles saved')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a file it cannot read is refused with one message and nothing saved', async ({
  page,
  consoleErrors,
}) => {
  await startAsNewMember(page, 'import-refused');
  await importFile(page, fixture('broken-quoting.csv'));
  await expect(page.getByRole('alert')).toHaveText(/quotation mark that is never closed/);
  await picker(page).setInputFiles({
    name: 'huge.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 'a'),
  });
  await expect(page.getByRole('alert')).toHaveText(/over 5 MB/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.goto('/library');
  await expect(page.getByText('Your library is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import a list' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/** 10,000 Letterboxd rows of the offline catalog's films, some written as lists write them. */
function tenThousandRows(): Buffer {
  const catalog = JSON.parse(
    readFileSync(join(REPO_ROOT, 'server', 'data', 'catalog.json'), 'utf8'),
  ) as { titles: { type: string; title: string; date?: string }[] };
  const films = catalog.titles.filter((title) => title.type === 'movie' && title.date);
  const lines = ['Date,Name,Year,Letterboxd URI'];
  for (let index = 0; index < 10_000; index += 1) {
    const film = films[index % films.length]!;
    const name = index % 7 === 0 ? `${film.title} zz` : film.title;
    lines.push(
      `2024-01-01,"${name.replace(/"/g, '""')}",${film.date!.slice(0, 4)},https://boxd.it/${index}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

test('10,000 rows are matched and saved within 60 s, with the progress bar', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await startAsNewMember(page, 'import-ten-thousand');
  const started = Date.now();
  await importFile(page, { name: 'watchlist.csv', buffer: tenThousandRows() });
  await expect(page.getByText(/^Matching [\d,]+ of 10,000 rows…$/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  const add = page.getByRole('button', { name: /^Add [\d,]+ titles to my watchlist$/ });
  await expect(add).toBeVisible({ timeout: 60_000 });
  const matchedIn = Date.now() - started;
  await add.click();
  await expect(page.getByText(/^[\d,]+ titles added to your watchlist\.$/)).toBeVisible({
    timeout: 60_000,
  });
  const total = Date.now() - started;
  console.log(`10,000 rows: matched in ${matchedIn} ms, matched and saved in ${total} ms`);
  expect(total).toBeLessThan(60_000);
  expect(consoleErrors).toEqual([]);
});
