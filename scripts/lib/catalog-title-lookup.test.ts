import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTitleLookup } from './catalog-title-lookup.js';
import { previewDetailsOf } from './share-preview.js';

const CATALOG = 'http://catalog.test/catalog';
const CONFIGURATION = { images: { secure_base_url: 'http://catalog.test/catalog/img/' } };

/** A fake catalog: answers by path; records what was asked; 'hang' waits for the abort signal. */
function fakeCatalog(answers: Record<string, unknown | 'hang' | number>) {
  const asked: string[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    const answer = answers[url.pathname.replace('/catalog', '')];
    if (answer === 'hang') {
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    if (answer === undefined) return Response.json({ status_code: 34 }, { status: 404 });
    if (typeof answer === 'number') return new Response('error', { status: answer });
    return Response.json(answer);
  }) as typeof fetch;
  return { asked, fetchFn };
}

test('a title comes with the catalog image base; both are cached', async () => {
  const catalog = fakeCatalog({
    '/3/movie/603': { title: 'The Matrix' },
    '/3/configuration': CONFIGURATION,
  });
  const lookup = createTitleLookup({ catalogUrl: `${CATALOG}/`, fetch: catalog.fetchFn });
  const key = { mediaType: 'movie', id: '603' } as const;
  const expected = {
    key,
    details: previewDetailsOf({ title: 'The Matrix' }),
    imageBaseUrl: 'http://catalog.test/catalog/img/',
  };
  assert.deepEqual(await lookup(key), expected);
  assert.deepEqual(await lookup(key), expected);
  assert.deepEqual(catalog.asked.sort(), [
    '/catalog/3/configuration',
    '/catalog/3/movie/603?append_to_response=credits',
  ]);
});

test('concurrent lookups of one title share one request', async () => {
  const catalog = fakeCatalog({ '/3/tv/1396': { name: 'Breaking Bad' } });
  const lookup = createTitleLookup({ catalogUrl: CATALOG, fetch: catalog.fetchFn });
  const key = { mediaType: 'tv', id: '1396' } as const;
  const [first, second] = await Promise.all([lookup(key), lookup(key)]);
  assert.equal(first?.details.name, 'Breaking Bad');
  assert.deepEqual(second, first);
  assert.equal(catalog.asked.filter((path) => path.startsWith('/catalog/3/tv/')).length, 1);
});

test('an unknown title, a catalog error or a non-object answer gives null, never a throw', async () => {
  const catalog = fakeCatalog({ '/3/movie/1': 500, '/3/movie/2': [1, 2], '/3/configuration': 503 });
  const lookup = createTitleLookup({ catalogUrl: CATALOG, fetch: catalog.fetchFn });
  for (const id of ['1', '2', '3']) assert.equal(await lookup({ mediaType: 'movie', id }), null);
  const failing = createTitleLookup({
    catalogUrl: CATALOG,
    fetch: (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch,
  });
  assert.equal(await failing({ mediaType: 'movie', id: '603' }), null);
});

test('a title found without the image base still previews, without images', async () => {
  const catalog = fakeCatalog({ '/3/movie/603': { title: 'The Matrix' }, '/3/configuration': 500 });
  const lookup = createTitleLookup({ catalogUrl: CATALOG, fetch: catalog.fetchFn });
  assert.deepEqual(await lookup({ mediaType: 'movie', id: '603' }), {
    key: { mediaType: 'movie', id: '603' },
    details: previewDetailsOf({ title: 'The Matrix' }),
    imageBaseUrl: undefined,
  });
});

test('a title is kept as its preview reads it: texts clipped, lists cut, nothing else', async () => {
  const crew = Array.from({ length: 500 }, (_, i) => ({ job: 'Director', name: `Director ${i}` }));
  const catalog = fakeCatalog({
    '/3/movie/603': {
      title: 'The Matrix'.repeat(1000),
      overview: 'Neo.',
      genres: Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `Genre ${i}` })),
      credits: { cast: Array.from({ length: 5000 }, () => ({ name: 'Extra' })), crew },
      videos: { results: Array.from({ length: 1000 }, () => ({ key: 'x'.repeat(100) })) },
    },
    '/3/configuration': CONFIGURATION,
  });
  const lookup = createTitleLookup({ catalogUrl: CATALOG, fetch: catalog.fetchFn });
  const { details } = (await lookup({ mediaType: 'movie', id: '603' }))!;
  assert.equal((details.title as string).length, 2000);
  assert.equal(details.overview, 'Neo.');
  assert.equal((details.genres as unknown[]).length, 10);
  assert.deepEqual((details.credits as { crew: unknown[] }).crew.slice(0, 1), [
    { name: 'Director 0', job: 'Director' },
  ]);
  assert.ok(JSON.stringify(details).length < 25_000, 'a few KB whatever the catalog sent');
  assert.ok(!('videos' in details));
});

test('a catalog that does not answer costs the timeout, not more', async () => {
  const catalog = fakeCatalog({ '/3/movie/603': 'hang', '/3/configuration': 'hang' });
  const lookup = createTitleLookup({ catalogUrl: CATALOG, fetch: catalog.fetchFn, timeoutMs: 150 });
  // AbortSignal.timeout's timer does not keep Node alive; a server's open socket does.
  const keepAlive = setInterval(() => {}, 1_000);
  const started = performance.now();
  assert.equal(await lookup({ mediaType: 'movie', id: '603' }), null);
  const took = performance.now() - started;
  clearInterval(keepAlive);
  assert.ok(took >= 140 && took < 1000, `took ${took} ms`);
});

test('answers expire: a title after 10 minutes, an unknown id after 1, a failure after 10 s', async () => {
  let now = 0;
  const catalog = fakeCatalog({
    '/3/movie/603': { title: 'The Matrix' },
    '/3/movie/5': 500,
    '/3/configuration': CONFIGURATION,
  });
  const lookup = createTitleLookup({ catalogUrl: CATALOG, fetch: catalog.fetchFn, now: () => now });
  const asks = (id: string) =>
    catalog.asked.filter((path) => path.startsWith(`/catalog/3/movie/${id}?`)).length;
  const look = (id: string) => lookup({ mediaType: 'movie', id });

  await Promise.all([look('603'), look('404'), look('5')]);
  now = 9_000;
  await Promise.all([look('603'), look('404'), look('5')]);
  assert.deepEqual([asks('603'), asks('404'), asks('5')], [1, 1, 1]);
  now = 11_000;
  await Promise.all([look('603'), look('404'), look('5')]);
  assert.deepEqual([asks('603'), asks('404'), asks('5')], [1, 1, 2]);
  now = 61_000;
  await Promise.all([look('603'), look('404')]);
  assert.deepEqual([asks('603'), asks('404')], [1, 2]);
  now = 601_000;
  await look('603');
  assert.equal(asks('603'), 2);
});

test('the cache keeps at most maxEntries titles, dropping the oldest', async () => {
  const catalog = fakeCatalog({ '/3/configuration': CONFIGURATION });
  const lookup = createTitleLookup({ catalogUrl: CATALOG, fetch: catalog.fetchFn, maxEntries: 2 });
  for (const id of ['1', '2', '3', '3', '2', '1']) await lookup({ mediaType: 'movie', id });
  const asked = catalog.asked
    .filter((path) => path.includes('/movie/'))
    .map((path) => path.split('?')[0]);
  // 1, 2, 3 fetched; 3 and 2 still cached; 1 was dropped when 3 came in.
  assert.deepEqual(asked, [
    '/catalog/3/movie/1',
    '/catalog/3/movie/2',
    '/catalog/3/movie/3',
    '/catalog/3/movie/1',
  ]);
});
