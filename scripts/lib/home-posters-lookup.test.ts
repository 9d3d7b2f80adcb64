import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHomePostersLookup } from './home-posters-lookup.js';

const CATALOG = 'http://catalog.test/catalog';
const ANSWERS: Record<string, unknown> = {
  '/3/configuration': { images: { secure_base_url: 'http://catalog.test/catalog/img/' } },
  '/3/movie/popular': {
    results: [{ id: 1, popularity: 9, release_date: '2008-07-16', poster_path: '/m1.svg' }],
  },
  '/3/tv/popular': {
    results: [{ id: 2, popularity: 8, first_air_date: '2016-07-15', poster_path: '/s2.svg' }],
  },
};
/** The lookup's clock: titles are dated against it. */
const START = Date.parse('2026-11-26T12:00:00Z');
const POSTERS = [
  'http://catalog.test/catalog/img/w500/m1.svg',
  'http://catalog.test/catalog/img/w500/s2.svg',
];

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

test('the posters come from both lists and the image base; concurrent pages share one read', async () => {
  const catalog = fakeCatalog();
  const lookup = createHomePostersLookup({
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
  const lookup = createHomePostersLookup({
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
  assert.equal(await lookup(), null, 'that read failed: no posters until the catalog answers');
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
  const lookup = createHomePostersLookup({
    catalogUrl: CATALOG,
    fetch: catalog.fetchFn,
    now: () => time,
  });
  assert.equal(await lookup(), null);
  catalog.state.status = 200;
  time = START + 9_000;
  assert.equal(await lookup(), null);
  time = START + 11_000;
  assert.deepEqual(await lookup(), POSTERS);
});

test('a catalog that does not answer costs the timeout, not more', async () => {
  const hanging = ((_input: unknown, init?: RequestInit) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    )) as typeof fetch;
  const lookup = createHomePostersLookup({ catalogUrl: CATALOG, fetch: hanging, timeoutMs: 50 });
  // AbortSignal.timeout's timer does not keep Node alive; a server's open socket does.
  const keepAlive = setInterval(() => {}, 1_000);
  const started = performance.now();
  assert.equal(await lookup(), null);
  const took = performance.now() - started;
  clearInterval(keepAlive);
  assert.ok(took >= 40 && took < 1_000, `took ${took} ms`);
});
