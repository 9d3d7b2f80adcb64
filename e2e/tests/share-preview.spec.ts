import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { E2E_APP_PORT } from '../support/ports.js';

// A shared link previews the title: the HTML of /movie/:id, as a link preview or crawler reads it
// (no script runs), carries the title's tags from the catalog; URLs name the configured site
// (the stack sets none, so the shell's own address), never the request's Host.

const SITE = `http://localhost:${E2E_APP_PORT}`;

/** The raw HTML of a path, as a crawler fetches it. */
async function htmlOf(request: APIRequestContext, path: string, headers?: Record<string, string>) {
  const response = await request.get(path, { headers });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

test('/movie/603 carries the film’s title, description, canonical, Open Graph, Twitter card and Movie JSON-LD', async ({
  request,
}) => {
  const html = await htmlOf(request, '/movie/603', { 'x-forwarded-host': 'evil.example' });
  const url = `${SITE}/movie/603`;
  expect(titleOf(html)).toBe('The Matrix · WatchWhere');
  expect(metaOf(html, 'description')).toMatch(/^Where to watch The Matrix \(1999\): /);
  expect(canonicalOf(html)).toBe(url);
  expect(metaOf(html, 'og:title')).toBe('The Matrix (1999)');
  expect(metaOf(html, 'og:type')).toBe('video.movie');
  expect(metaOf(html, 'og:url')).toBe(url);
  expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaOf(html, 'twitter:title')).toBe('The Matrix (1999)');
  const [movie] = jsonLdOf(html);
  expect(movie).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Movie',
    name: 'The Matrix',
    url,
    datePublished: expect.stringMatching(/^1999-/),
  });
  expect(html).not.toContain('evil.example');

  // The preview image is the catalog's (offline, an SVG, which some previews do not show) and loads.
  const image = await request.get(metaOf(html, 'og:image')!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/svg+xml');
});

test('/movie/tv_1396 is a TVSeries, with its own canonical URL', async ({ request }) => {
  const html = await htmlOf(request, '/movie/tv_1396');
  const url = `${SITE}/movie/tv_1396`;
  expect(titleOf(html)).toBe('Breaking Bad · WatchWhere');
  expect(canonicalOf(html)).toBe(url);
  expect(metaOf(html, 'og:url')).toBe(url);
  expect(metaOf(html, 'og:type')).toBe('video.tv_show');
  expect(metaOf(html, 'og:title')).toMatch(/^Breaking Bad \(\d{4}\)$/);
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  expect(jsonLdOf(html)).toEqual([
    expect.objectContaining({ '@type': 'TVSeries', name: 'Breaking Bad', url }),
  ]);
});

test('malformed and unknown ids answer 404 with Movie Not Found, and no title tags', async ({
  request,
}) => {
  for (const path of ['/movie/abc', '/movie/603%3Cscript%3E', '/movie/99999999999']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(titleOf(html), path).toBe('Movie Not Found · WatchWhere');
    expect(metaOf(html, 'og:url'), path).toBeUndefined();
    expect(metaOf(html, 'twitter:card'), path).toBe('summary');
    expect(canonicalOf(html), path).toBeUndefined();
    expect(jsonLdOf(html), path).toEqual([]);
    expect(html, path).not.toContain('<script>');
  }
});

test('the rendered title page still opens the app, under its CSP', async ({
  page,
  consoleErrors,
  networkQuiet,
}) => {
  await page.goto('/movie/603');
  await expect(
    page
      .locator('[data-remote="mf_detail"]')
      .getByRole('heading', { level: 1, name: 'The Matrix' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('The Matrix · WatchWhere');
  await networkQuiet();
  expect(consoleErrors).toEqual([]);
});
