import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { TEST_CATALOG_DAY } from '../test-day.js';
import { catalogPlugin } from '../index.js';
import { OfflineSource } from '../offline/offline-source.js';
import { createResponseCache, type ResponseCache } from './response-cache.js';

const source = new OfflineSource();
let app: FastifyInstance;
let cache: ResponseCache;

beforeEach(async () => {
  cache = createResponseCache();
  app = Fastify();
  await app.register(catalogPlugin, {
    prefix: '/catalog',
    today: TEST_CATALOG_DAY,
    source,
    responseCache: cache,
  });
});

const get = async (url: string) => {
  const response = await app.inject(`/catalog${url}`);
  assert.equal(response.statusCode, 200, url);
  return response.body;
};

test('unique junk parameters share one cached answer: the cache does not grow', async () => {
  const clean = await get('/ranks/movie/603');
  const sizeAfterOne = cache.calculatedSize;
  const junk = 'j'.repeat(7 * 1024);
  for (let index = 0; index < 50; index++) {
    assert.equal(await get(`/ranks/movie/603?x${index}=${index}${junk}&page=${index + 1}`), clean);
  }
  assert.equal(cache.size, 1);
  assert.equal(cache.calculatedSize, sizeAfterOne);
});

test('parameters a request reads still tell answers apart, in any order', async () => {
  const first = await get('/3/movie/popular?page=1');
  const second = await get('/3/movie/popular?page=2');
  assert.notEqual(first, second);
  await get('/3/discover/movie?watch_region=GB&with_watch_providers=8|337&sort_by=title.asc');
  await get('/3/discover/movie?sort_by=title.asc&with_watch_providers=8|337&watch_region=GB&x=1');
  assert.equal(cache.size, 3);
});

test("a key's bytes count against the cache's size limit, not only the answer's", async () => {
  // 200 characters that match nothing: a short answer under a long key.
  const text = 'qzxv'.repeat(50);
  const body = await get(`/3/search/multi?query=${text}`);
  assert.match(body, /"total_results":0/);
  assert.ok(
    cache.calculatedSize >= Buffer.byteLength(body) + 2 * text.length,
    `${cache.calculatedSize} counts the ${text.length}-character key`,
  );
});
