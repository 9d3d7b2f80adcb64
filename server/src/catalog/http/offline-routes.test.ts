import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { TEST_CATALOG_DAY } from '../test-day.js';
import { catalogPlugin } from '../index.js';
import { OfflineCatalog } from '../offline/offline-catalog.js';
import { OfflineSource } from '../offline/offline-source.js';

let app: FastifyInstance;
const get = async (url: string) => app.inject(`/catalog${url}`);
const json = async (url: string) => (await get(url)).json();

before(async () => {
  app = Fastify();
  await app.register(catalogPlugin, {
    prefix: '/catalog',
    today: TEST_CATALOG_DAY,
    source: new OfflineSource(),
  });
});

async function providerIdsIn(
  type: string,
  id: number,
  region: string,
): Promise<Map<number, string[]>> {
  const country = (await json(`/3/${type}/${id}/watch/providers`)).results[region] ?? {};
  const offered = new Map<number, string[]>();
  for (const kind of ['flatrate', 'free', 'ads', 'rent', 'buy']) {
    for (const entry of country[kind] ?? [])
      offered.set(entry.provider_id, [...(offered.get(entry.provider_id) ?? []), kind]);
  }
  return offered;
}

test('discover really filters by provider availability in the region (AND and OR)', async () => {
  const netflixOrDisney = await json(
    '/3/discover/movie?watch_region=GB&with_watch_providers=8|337',
  );
  const netflixAndDisney = await json(
    '/3/discover/movie?watch_region=GB&with_watch_providers=8,337',
  );
  const all = await json('/3/discover/movie');
  assert.ok(netflixOrDisney.total_results > netflixAndDisney.total_results);
  assert.ok(all.total_results > netflixOrDisney.total_results);
  for (const movie of netflixOrDisney.results) {
    const offered = await providerIdsIn('movie', movie.id, 'GB');
    assert.ok(offered.has(8) || offered.has(337), `${movie.title} is on Netflix or Disney+ in GB`);
  }
  for (const movie of netflixAndDisney.results) {
    const offered = await providerIdsIn('movie', movie.id, 'GB');
    assert.ok(offered.has(8) && offered.has(337));
  }
});

test('discover narrows by monetisation type, genre, year and rating, and sorts', async () => {
  const rentOnAppleTv = await json(
    '/3/discover/tv?watch_region=US&with_watch_providers=2&with_watch_monetization_types=buy',
  );
  for (const show of rentOnAppleTv.results) {
    assert.ok((await providerIdsIn('tv', show.id, 'US')).get(2)?.includes('buy'));
  }
  const filtered = await json(
    '/3/discover/movie?with_genres=28|35&primary_release_year=1999&vote_average.gte=6&sort_by=vote_average.desc',
  );
  assert.ok(filtered.results.length > 0);
  for (const movie of filtered.results) {
    assert.ok(movie.genre_ids.includes(28) || movie.genre_ids.includes(35));
    assert.equal(movie.release_date.slice(0, 4), '1999');
    // Offline the rating filter and sort read the real IMDb rating (vote_average is 0).
    assert.ok(movie.x_imdb_rating >= 6);
  }
  const ratings = filtered.results.map((movie: { x_imdb_rating: number }) => movie.x_imdb_rating);
  assert.deepEqual(
    ratings,
    [...ratings].sort((a, b) => b - a),
  );
});

test('bad parameters get a clear 4xx, never a 5xx', async () => {
  const cases: [string, number][] = [
    ['/3/discover/movie?with_watch_providers=8', 422],
    ['/3/discover/movie?with_genres=28,35|12', 422],
    ['/3/discover/movie?sort_by=nonsense', 422],
    ['/3/discover/movie?watch_region=USA', 422],
    ['/3/discover/movie?vote_average.gte=eleven', 422],
    ['/3/discover/movie?page=501', 400],
    ['/3/search/multi?query=x&page=-1', 400],
    ['/3/movie/1?append_to_response=reviews', 422],
    ['/3/movie/not-a-number', 404],
    ['/3/movie/99999999999999999999', 404],
    ['/3/person/1', 404],
    ['/3/trending/all/month', 404],
    ['/3/nothing/here/at/all', 404],
    ['/img/w500/nope.svg', 404],
    ['/img/w9999/l8.svg', 404],
  ];
  for (const [url, status] of cases) {
    const response = await get(url);
    assert.equal(response.statusCode, status, url);
    assert.equal(response.json().success, false, url);
    assert.ok(response.json().status_message.length > 10, url);
  }
});

test('an empty search is an empty page, as in TMDB', async () => {
  assert.deepEqual(await json('/3/search/multi?query=%20'), {
    page: 1,
    results: [],
    total_pages: 1,
    total_results: 0,
    x_sample: true,
  });
});

test('a query over 200 characters is searched by its first 200, not refused', async () => {
  const words = 'godfather '.repeat(30);
  const long = await get(`/3/search/multi?query=${encodeURIComponent(words)}`);
  assert.equal(long.statusCode, 200);
  assert.equal(long.json().results[0].title, 'The Godfather');
  // Characters as a reader counts them: 200 emoji and then a title is only the emoji.
  const emoji = await get(
    `/3/search/multi?query=${encodeURIComponent('🎬'.repeat(200) + 'alien')}`,
  );
  assert.equal(emoji.statusCode, 200);
  assert.equal(emoji.json().total_results, 0);
});

test('one search order for everyone, page after page: exact, then prefix, then the rest', async () => {
  const first = await json('/3/search/multi?query=the');
  const firstTitles = first.results.map(
    (item: { title?: string; name?: string }) => item.title ?? item.name,
  );
  assert.ok(firstTitles.slice(0, 3).includes('The Dark Knight'), firstTitles.join(' | '));
  const second = await json('/3/search/multi?query=the&page=2');
  const ids = [...first.results, ...second.results].map((item: { id: number }) => item.id);
  assert.equal(new Set(ids).size, 40);
  assert.ok(first.total_results > 1000);
});

test('/ww/coverage says what the sample holds, from the catalog itself', async () => {
  const response = await get('/ww/coverage');
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['cache-control']), /max-age=86400/);
  const body = response.json();
  assert.equal(body.sample, true);
  assert.equal(body.x_sample, true);
  const catalog = OfflineCatalog.fromFile();
  for (const type of ['movie', 'tv'] as const) {
    const dates = catalog.titles.filter((title) => title.type === type).map((title) => title.date);
    dates.sort();
    assert.deepEqual(body[type], {
      count: catalog.meta.counts[type],
      first_year: Number(dates[0]!.slice(0, 4)),
      last_year: Number(dates.at(-1)!.slice(0, 4)),
    });
  }
  // The sample's films end about 2010 while its series run on: what the empty search explains.
  assert.ok(body.movie.last_year <= 2011 && body.tv.last_year > 2020, JSON.stringify(body));
  // Query parameters change nothing, hostile ones included.
  const junk = await get('/ww/coverage?constructor=1&__proto__=x&page=%F0%9F%8E%AC');
  assert.equal(junk.statusCode, 200);
  assert.deepEqual(junk.json(), body);
});

test('marks sample data and sets cache headers', async () => {
  const details = await get('/3/movie/238');
  assert.equal(details.headers.x_sample, 'true');
  assert.equal(details.json().x_sample, true);
  assert.match(String(details.headers['cache-control']), /max-age=3600/);
  const poster = await get('/img/w342/pm238.svg');
  assert.equal(poster.statusCode, 200);
  assert.match(String(poster.headers['content-type']), /image\/svg\+xml/);
  assert.match(String(poster.headers['cache-control']), /immutable/);
  assert.match(poster.body, /^<svg[^>]+width="342"[^>]+height="513"/);
  assert.match(poster.body, /The Godfather/);
});

test('image URLs point at this service from its configuration, never from the Host header', async () => {
  const listening = Fastify();
  await listening.register(catalogPlugin, {
    prefix: '/catalog',
    today: TEST_CATALOG_DAY,
    source: new OfflineSource(),
  });
  const origin = await listening.listen({ port: 0, host: '127.0.0.1' });
  try {
    const config = (
      await listening.inject({ url: '/catalog/3/configuration', headers: { host: 'evil.example' } })
    ).json();
    assert.equal(config.images.secure_base_url, `${origin}/catalog/img/`);
    const poster = await json('/3/movie/238');
    const path = `${new URL(config.images.secure_base_url).pathname}w500${poster.poster_path}`;
    assert.equal((await fetch(`${origin}${path}`)).status, 200);
  } finally {
    await listening.close();
  }
  const behindProxy = Fastify();
  await behindProxy.register(catalogPlugin, {
    prefix: '/catalog',
    today: TEST_CATALOG_DAY,
    source: new OfflineSource(),
    publicUrl: 'https://api.example.org/',
  });
  const configured = (await behindProxy.inject('/catalog/3/configuration')).json();
  assert.equal(configured.images.secure_base_url, 'https://api.example.org/catalog/img/');
});

test('the provider list covers every onboarding country with display priorities and logos', async () => {
  for (const region of ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'JP', 'KR', 'IN', 'BR']) {
    const { results } = await json(`/3/watch/providers/movie?watch_region=${region}`);
    assert.ok(results.length >= 6, region);
    assert.equal(results[0].provider_name, 'Netflix');
    for (const provider of results)
      assert.equal(typeof provider.display_priorities[region], 'number');
  }
  const us = (await json('/3/watch/providers/tv?watch_region=US')).results.map(
    (provider: { provider_id: number }) => provider.provider_id,
  );
  for (const id of [8, 9, 337, 15, 1899, 350, 531])
    assert.ok(us.includes(id), `provider ${id} in US`);
  const logo = await get('/img/w92/l1899.svg');
  assert.match(logo.body, /HBO Max logo/);
});

test('well-known titles from each source have providers in several countries', async () => {
  const wellKnown: [string, string][] = [
    ['godfather', 'movie'],
    ['breaking bad', 'tv'],
    ['fullmetal alchemist', 'tv'],
  ];
  for (const [query, type] of wellKnown) {
    const hit = (await json(`/3/search/multi?query=${encodeURIComponent(query)}`)).results[0];
    assert.equal(hit.media_type, type, query);
    const providers = await json(`/3/${type}/${hit.id}/watch/providers`);
    assert.ok(Object.keys(providers.results).length >= 3, query);
  }
});

test('browsers on any origin may read the catalog and its sample-data marker', async () => {
  const response = await app.inject({
    url: '/catalog/3/genre/movie/list',
    headers: { origin: 'http://localhost:3000' },
  });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['access-control-allow-origin'], '*');
  assert.match(String(response.headers['access-control-expose-headers']), /x_sample/);

  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/catalog/3/search/multi?query=alien',
    headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
  });
  assert.equal(preflight.statusCode, 204);
  assert.equal(preflight.headers['access-control-allow-origin'], '*');
});
