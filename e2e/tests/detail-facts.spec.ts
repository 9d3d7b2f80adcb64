import type { APIRequestContext, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

// What the offline catalog states must be true: each rating under its real source (vega-datasets'
// IMDb rating and Rotten Tomatoes score), nothing shown for a fact the sources lack, and credits
// that say the availability is sample data.

interface Detail {
  id: number;
  overview?: string;
  tagline?: string;
}

const catalog = (path: string) => `${process.env.E2E_BACKEND_URL}/catalog${path}`;

/** The catalog's own detail of a title, to compare the page with. */
async function detailOf(request: APIRequestContext, type: 'movie' | 'tv', id: number) {
  const response = await request.get(catalog(`/3/${type}/${id}`));
  expect(response.ok()).toBe(true);
  return (await response.json()) as Detail;
}

/** A film's id, found as a visitor would: by its title and year. */
async function filmId(request: APIRequestContext, title: string, year: string) {
  const response = await request.get(catalog(`/3/search/multi?query=${encodeURIComponent(title)}`));
  const { results } = (await response.json()) as {
    results: { id: number; title?: string; release_date?: string }[];
  };
  const film = results.find((item) => item.title === title && item.release_date?.startsWith(year));
  expect(film, `${title} (${year}) in the offline catalog`).toBeDefined();
  return film!.id;
}

const facts = (page: Page) => page.getByRole('list', { name: 'About this title' });

/** The hero states no tagline: the title is followed by the overview (or nothing) straight away. */
async function expectNoTagline(page: Page, detail: Detail) {
  expect(detail.tagline ?? '').toBe('');
  const heading = page.getByRole('heading', { level: 1 });
  const next = heading.locator('xpath=following-sibling::*[1]');
  if (detail.overview) await expect(next).toHaveText(detail.overview);
  else await expect(next).not.toHaveJSProperty('tagName', 'P');
}

test('The Godfather shows its real IMDb and Rotten Tomatoes ratings, genre Unknown, and no runtime or tagline the source lacks', async ({
  page,
  request,
  consoleErrors,
}) => {
  const detail = await detailOf(request, 'movie', 238);
  await page.goto('/movie/238');

  await expect(page.getByRole('heading', { level: 1, name: 'The Godfather' })).toBeVisible();
  await expect(facts(page).getByRole('img', { name: 'IMDb rating 9.2 out of 10' })).toBeVisible();
  await expect(facts(page).getByRole('img', { name: 'Rotten Tomatoes rating 100%' })).toBeVisible();
  await expect(facts(page).getByRole('img', { name: /TMDB/ })).toHaveCount(0);
  // The source has no genre for it (it used to say History): the spec's default stands.
  await expect(facts(page).getByText('Unknown', { exact: true })).toBeVisible();
  await expect(facts(page).getByText('History')).toHaveCount(0);
  await expect(facts(page).getByLabel(/^Runtime/)).toHaveCount(0);
  await expect(facts(page)).not.toContainText(/\d+h|\d+m\b/);
  await expectNoTagline(page, detail);

  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a film shows both ratings from the source; one the source has no rating for shows none', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/movie/603');
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  await expect(facts(page).getByRole('img', { name: 'IMDb rating 8.7 out of 10' })).toBeVisible();
  await expect(facts(page).getByRole('img', { name: 'Rotten Tomatoes rating 86%' })).toBeVisible();

  // vega-datasets has neither rating for Spirited Away: it used to show an invented 6.1.
  const spiritedAway = await filmId(request, 'Spirited Away', '2002');
  await page.goto(`/movie/${spiritedAway}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spirited Away' })).toBeVisible();
  await expect(facts(page).getByText('2002')).toBeVisible();
  await expect(facts(page).getByRole('img')).toHaveCount(0);
  await expect(facts(page)).not.toContainText('6.1');
  expect(consoleErrors).toEqual([]);
});

test('a series shows its seasons and no rating: no source has one', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/movie/tv_1396');
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible();
  await expect(facts(page).getByText('5 Seasons')).toBeVisible();
  await expect(facts(page).getByRole('img')).toHaveCount(0);
  await expect(facts(page)).not.toContainText(/IMDb|TMDB|%/);
  expect(consoleErrors).toEqual([]);
});

/** The result card whose title is exactly `title` (its rating badge is read before the title). */
const card = (page: Page, title: string) =>
  page
    .getByRole('link')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();

test('cards carry the same ratings as the title pages', async ({ page, consoleErrors }) => {
  await page.goto('/?q=The%20Matrix');
  await expect(
    card(page, 'The Matrix').getByRole('img', { name: 'IMDb rating 8.7 out of 10' }),
  ).toBeVisible();

  await page.goto('/?q=Breaking%20Bad');
  await expect(card(page, 'Breaking Bad')).toBeVisible();
  await expect(card(page, 'Breaking Bad').getByRole('img', { name: /rating|score/ })).toHaveCount(
    0,
  );
  expect(consoleErrors).toEqual([]);
});

test('offline, the footer and the title page say availability is sample data and credit no JustWatch', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/movie/603');
  await expect(page.getByText(/Sample data: the catalog is offline/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'JustWatch' })).toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('movies and their facts from vega-datasets');
  await expect(footer).toContainText(
    /Where titles stream, when they arrive and leave.*sample data/,
  );
  await expect(footer).not.toContainText('uses the TMDB API');
  await expect(footer).not.toContainText('JustWatch');
  await expect(footer).not.toContainText('data from TMDB');

  await page.goto('/discover');
  await expect(footer).toContainText(/sample data/);
  await expect(footer).not.toContainText('JustWatch');
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
