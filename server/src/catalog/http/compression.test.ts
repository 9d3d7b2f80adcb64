import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { catalogPlugin } from '../index.js';
import { OfflineSource } from '../offline/offline-source.js';
import { TEST_CATALOG_DAY } from '../test-day.js';
import {
  startBackendWithDatabase,
  uniqueEmail,
  type BackendWithDatabase,
} from '../../test-support.js';

let backend: BackendWithDatabase;

before(async () => {
  backend = await startBackendWithDatabase();
});

after(() => backend.close());

const get = (url: string, acceptEncoding?: string) =>
  backend.app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const POPULAR = '/catalog/3/movie/popular?page=1';

test('a catalog list goes out brotli-compressed to a browser, with its headers kept', async () => {
  const plain = await get(POPULAR);
  const compressed = await get(POPULAR, 'gzip, deflate, br, zstd');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(compressed.headers['content-encoding'], 'br');
  assert.match(String(compressed.headers.vary), /accept-encoding/i);
  assert.equal(compressed.headers['cache-control'], plain.headers['cache-control']);
  assert.equal(compressed.headers['x_sample'], 'true');
  assert.equal(compressed.headers['access-control-allow-origin'], '*');
  const body = brotliDecompressSync(compressed.rawPayload);
  assert.ok(body.length > 2 * compressed.rawPayload.length, 'at least 2x smaller');
  assert.deepEqual(JSON.parse(body.toString()), plain.json());
});

test('gzip for a client without brotli; identity for one that asks for neither', async () => {
  const gzip = await get(POPULAR, 'gzip');
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString()), (await get(POPULAR)).json());
  const identity = await get(POPULAR, 'identity');
  assert.equal(identity.headers['content-encoding'], undefined);
  assert.ok(identity.json().results.length > 0);
});

test('a plain answer says it varies by Accept-Encoding too, so a shared cache keeps both', async () => {
  for (const url of [POPULAR, '/catalog/3/configuration', '/catalog/img/w500/pm603.svg']) {
    const plain = await get(url);
    assert.equal(plain.statusCode, 200, url);
    assert.equal(plain.headers['content-encoding'], undefined, url);
    assert.match(String(plain.headers.vary), /accept-encoding/i, url);
  }
});

test('Accept-Encoding is added to a Vary the server set before, not put in its place', async () => {
  const app = Fastify();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'origin');
  });
  await app.register(catalogPlugin, {
    prefix: '/catalog',
    today: TEST_CATALOG_DAY,
    source: new OfflineSource(),
  });
  const answer = await app.inject(POPULAR);
  assert.deepEqual(
    String(answer.headers.vary)
      .split(',')
      .map((name) => name.trim()),
    ['origin', 'accept-encoding'],
  );
  await app.close();
});

test('answers under 1 KB go out as they are, a 404 among them', async () => {
  const configuration = await get('/catalog/3/configuration', 'br');
  assert.equal(configuration.headers['content-encoding'], undefined);
  assert.ok(configuration.json().images.secure_base_url);
  const missing = await get('/catalog/3/movie/999999999', 'br');
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.headers['content-encoding'], undefined);
  assert.equal(missing.json().status_code, 34);
});

test('a GET naming a content coding it cannot have is answered, not refused', async () => {
  const answer = await backend.app.inject({
    url: POPULAR,
    headers: { 'content-encoding': 'foo', 'accept-encoding': 'br' },
  });
  assert.equal(answer.statusCode, 200);
  assert.ok(JSON.parse(brotliDecompressSync(answer.rawPayload).toString()).results.length > 0);
});

test('nothing outside the catalog is compressed: a sign-up answer carries tokens', async () => {
  const signUp = await backend.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { apikey: backend.anonKey, 'accept-encoding': 'br, gzip' },
    payload: { email: uniqueEmail('compression'), password: 'a long enough password 1' },
  });
  assert.equal(signUp.statusCode, 200);
  assert.ok(signUp.rawPayload.length > 1024, 'large enough to be compressed were it catalog data');
  assert.ok(signUp.json().access_token);
  assert.equal(signUp.headers['content-encoding'], undefined);
});
