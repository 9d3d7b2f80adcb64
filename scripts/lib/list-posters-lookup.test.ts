import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createListPostersLookup } from './list-posters-lookup.js';

const CATALOG = 'http://catalog.test/catalog';
const ANSWERS: Record<string, unknown> = {
  '/3/configuration': { images: { secure_base_url: 'http://catalog.test/catalog/img/' } },
  '/3/movie/popular': {
    results: [
      { id: 1, popularity: 9, release_date: '2008-07-16', poster_path: '/m1.svg' },
      { id: 3, popularity: 7, release_date: '2009-12-15', poster_path: '/m3.svg' },
    ],
  },
  '/3/tv/popular': {
    results: [{ id: 2, popularity: 8, first_air_date: '2016-07-15', poster_path: '/s2.svg' }],
  },
};
/** The lookup's clock: titles are dated against it. */
const START = Date.parse('2026-11-26T12:00:00Z');
const IMAGES = 'http://catalog.test/catalog/img/w500';
/** Home merges both lists by popularity; Discover's first row is the movies alone. */
const POSTERS = {
  home: [`${IMAGES}/m1.svg`, `${IMAGES}/s2.svg`],
  discover: [`${IMAGES}/m1.svg`, `${IMAGES}/m3.svg`],
};
const NONE = { home: null, discover: null };

/** A catalog answering `ANSWERS` (or `status` for every call while it is set); counts calls. */
function fakeCatalog() {
  const state = { calls: 0, status: 200 };
  const fetchFn = (async (input: string | URL | Request) => {
    state.calls += 1;
    if (state.status !== 200) return new Response('error', { status: state.status });
    return Response.json(ANSWERS[new URL(String(input)).pathname.replace('/catalog', '')]);
  }) as typeof fetch;
  return { state, fetchFn };
}

test("home's and Discover's posters come from one read of the lists and the image base", async () => {
  const catalog = fakeCatalog();
  const lookup = createListPostersLookup({
    catalogUrl: CATALOG,
    fetch: catalog.fetchFn,
    now: () => START,
  });
  assert.deepEqual(await Promise.all([lookup(), lookup()]), [POSTERS, POSTERS]);
  assert.equal(catalog.state.calls, 3);
  assert.deepEqual(await lookup(), POSTERS);
  assert.equal(catalog.state.calls, 3, 'a minute old at most: served as it is');
});

test('an answer up to 10 minutes old is served at once while the next read runs', async () => {
  const catalog = fakeCatalog();
  let time = START;
  const lookup = createListPostersLookup({
    catalogUrl: CATALOG,
    fetch: catalog.fetchFn,
    now: () => time,
  });
  await lookup();
  time = START + 61_000;
  catalog.state.status = 500;
  assert.deepEqual(await lookup(), POSTERS, 'the page does not wait for the catalog');
  assert.equal(catalog.state.calls, 5, 'the lists are read again behind it (the base is kept)');
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(await lookup(), NONE, 'that read failed: no posters until the catalog answers');
  catalog.state.status = 200;
  time = START + 61_000 + 11_000;
  assert.deepEqual(await lookup(), POSTERS);
  time = START + 61_000 + 11_000 + 11 * 60_000;
  const calls = catalog.state.calls;
  assert.deepEqual(await lookup(), POSTERS);
  assert.equal(
    catalog.state.calls,
    calls + 2,
    'older than 10 minutes: the page waits for the read',
  );
});

test('a failing catalog gives no posters, and is asked again 10 s later', async () => {
  const catalog = fakeCatalog();
  catalog.state.status = 500;
  let time = START;
  const lookup = createListPostersLookup({
    catalogUrl: CATALOG,
    fetch: catalog.fetchFn,
    now: () => time,
  });
  assert.deepEqual(await lookup(), NONE);
  catalog.state.status = 200;
  time = START + 9_000;
  assert.deepEqual(await lookup(), NONE);
  time = START + 11_000;
  assert.deepEqual(await lookup(), POSTERS);
});

test('a catalog that does not answer costs the timeout, not more', async () => {
  const hanging = ((_input: unknown, init?: RequestInit) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    )) as typeof fetch;
  const lookup = createListPostersLookup({ catalogUrl: CATALOG, fetch: hanging, timeoutMs: 50 });
  // AbortSignal.timeout's timer does not keep Node alive; a server's open socket does.
  const keepAlive = setInterval(() => {}, 1_000);
  const started = performance.now();
  assert.deepEqual(await lookup(), NONE);
  const took = performance.now() - started;
  clearInterval(keepAlive);
  assert.ok(took >= 40 && took < 1_000, `took ${took} ms`);
});

test("a failing TV list costs home its posters, not Discover's, and is asked again 10 s later", async () => {
  let time = START;
  let tvFails = true;
  const fetchFn = (async (input: string | URL | Request) => {
    const path = new URL(String(input)).pathname.replace('/catalog', '');
    if (tvFails && path === '/3/tv/popular') return new Response('error', { status: 500 });
    return Response.json(ANSWERS[path]);
  }) as typeof fetch;
  const lookup = createListPostersLookup({ catalogUrl: CATALOG, fetch: fetchFn, now: () => time });
  assert.deepEqual(await lookup(), { home: null, discover: POSTERS.discover });
  tvFails = false;
  time = START + 11_000;
  assert.deepEqual(await lookup(), POSTERS);
});
