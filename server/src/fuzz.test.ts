import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { clientFor, signedInClient, startBackendWithDatabase } from './test-support.js';

const requestCount = 2400;
const bigBodies = 8;

const decodeHostile = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** mulberry32: a small seeded PRNG, so a failure replays with the same seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const hostileValues = [
  '',
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  '%00',
  'a%00b',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  '%2e%2e%2f',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '-99999999999999999999999',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  "'; drop table auth.users; --",
  '%E0%A4%A',
  '%FF%FE',
  '😀'.repeat(50),
  'x'.repeat(3000),
  'eq.',
  'in.(1,2',
  'not.is.nul',
  '*,auth.users(*)',
  'title.desc.nullsfirst.extra',
  'movie',
  'tv',
  '603',
  'google',
  'US',
];

/** Values a real caller would send, so most requests get past the first check and reach deeper code. */
const plausible: Record<string, readonly string[]> = {
  type: ['movie', 'tv', 'signup', 'recovery'],
  id: ['603', '1396', '27205'],
  table: ['profiles', 'watchlist', 'popular_searches', 'notify_requests', 'subscribers'],
  fn: ['increment_popular_search', 'missing_function'],
  window: ['day', 'week'],
  size: ['w500', 'w92', 'original'],
  file: ['pm603.svg', 'l8.svg'],
  email: ['fuzz@example.com', 'A@Example.com'],
  provider: ['google', 'apple'],
  redirect_to: ['http://localhost:3000/auth', 'http://evil.example'],
  select: ['*', 'id,title', 'count'],
  order: ['count.desc', 'title.asc'],
  limit: ['1', '10'],
  offset: ['0', '5'],
  page: ['1', '2', '500'],
  query: ['matrix', 'the', '千と千尋'],
  sort_by: ['popularity.desc', 'vote_average.asc'],
  with_genres: ['28', '28,12', '28|12'],
  watch_region: ['US', 'GB'],
  with_watch_providers: ['8', '8|337'],
  append_to_response: ['credits', 'watch/providers'],
  grant_type: ['password', 'refresh_token', 'pkce'],
  tmdb_id: ['eq.603', 'in.(1,2)'],
  title: ['eq.Inception', 'ilike.*x*'],
  region: ['US', 'GB', 'jp'],
  titles: ['movie:603,tv:1399', 'movie:603', 'tv:1396,movie:99999999,tv:1396'],
  from: ['2026-11-23', '2027-02-29'],
  to: ['2027-11-23', '2026-01-01'],
};

const queryKeys = [
  'email',
  'provider',
  'redirect_to',
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'page',
  'query',
  'sort_by',
  'with_genres',
  'with_watch_providers',
  'watch_region',
  'append_to_response',
  'type',
  'token',
  'grant_type',
  'state',
  'login_hint',
  'scope',
  'tmdb_id',
  'id',
  'constructor',
  '__proto__',
  'api_key',
  'region',
  'titles',
  'from',
  'to',
];

const hostileJsonValues: unknown[] = [
  null,
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  1.5,
  '',
  'a\u0000b',
  'constructor',
  '__proto__',
  'x'.repeat(10_000),
  [],
  [1, 2, 3],
  {},
  { __proto__: { polluted: true } },
  { nested: { deeper: { deepest: 'x' } } },
  true,
];

const bodyFields: Record<string, unknown> = {
  email: 'fuzz-body@example.com',
  password: 'correct-horse-42',
  data: { full_name: 'Fuzz Person' },
  refresh_token: 'abc',
  auth_code: 'abc',
  code_verifier: 'x'.repeat(43),
  code_challenge: 'x'.repeat(43),
  code_challenge_method: 's256',
  media_type: 'movie',
  tmdb_id: 603,
  title: 'The Matrix',
  poster_path: '/p.jpg',
  p_tmdb_id: 603,
  p_media_type: 'movie',
  p_title: 'The Matrix',
  confirm: 'fuzz@example.com',
  full_name: 'Fuzz',
  selected_services: ['netflix'],
  selected_country: 'US',
  state: 'x',
  decision: 'allow',
  rows: [{ line: 2, title: 'The Matrix', year: 1999, tmdb_id: 603, media_type: 'movie' }],
};

const hostileBodies = [
  '{',
  '{"email":',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"admin":true},"email":"a@example.com","password":"correct-horse-42"}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"email":"a\\u0000@example.com","password":"x\\u0000"}',
  '{"email":"x@example.com","password":"correct-horse-42","data":{"full_name":"' +
    'n'.repeat(500) +
    '"}}',
  '{"data":[1,2,3]}',
  '{"media_type":"movie","tmdb_id":-1}',
  '{"media_type":"constructor","tmdb_id":1e400}',
  '{"media_type":"tv","tmdb_id":99999999999999999999}',
  '{"p_tmdb_id":"x","p_media_type":null}',
  '{"confirm":null}',
  '{"refresh_token":{"$gt":""}}',
  '{"auth_code":[],"code_verifier":{}}',
  '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
  JSON.stringify({ title: 'x'.repeat(100_000) }),
  'state=x&email=a%40example.com&decision=allow',
  '<xml>not json</xml>',
  '{"rows":[{"line":1e400,"title":{"toString":1}},{"line":2,"title":"a","year":-0,"imdb_id":[]}]}',
  '{"rows":[' + '{"line":2,"title":"the"},'.repeat(499) + '{"line":3,"title":"a"}]}',
];

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/vnd.pgrst.object+json',
  undefined,
];

interface Route {
  path: string;
  methods: string[];
}

/** Every route the server has, read from Fastify's own route tree (so new routes are fuzzed too). */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?) \(([A-Z, ]+)\)$/.exec(line);
    const nested = /^([│ ]*)[├└]── (.*)$/.exec(line);
    if (!nested) continue;
    const depth = nested[1]!.length / 4;
    const segment = (match ? match[2] : nested[2])!;
    stack.length = depth;
    const path = (stack.join('') + segment).replace(/\/\/+/g, '/');
    stack.push(segment);
    if (match && path !== '*') routes.push({ path, methods: match[3]!.split(', ') });
  }
  return routes;
}

test('seeded fuzz: thousands of malformed requests on every route, no 5xx, a healthy server after', async () => {
  const backend = await startBackendWithDatabase({
    rateLimits: {
      signIn: { max: 100_000, windowSeconds: 60 },
      signInPerIp: { max: 100_000, windowSeconds: 60 },
      signUp: { max: 100_000, windowSeconds: 60 },
      recover: { max: 100_000, windowSeconds: 60 },
    },
  });
  try {
    const user = await signedInClient(backend, 'fuzz');
    const routes = routesOf(backend.app);
    assert.ok(routes.length >= 25, `found only ${routes.length} routes`);
    const random = seeded(Number(process.env.FUZZ_SEED ?? 20261123));
    const keys = [backend.anonKey, backend.serviceRoleKey, 'garbage', user.session.access_token];
    const failures: string[] = [];
    const seenStatus = new Map<number, number>();

    /** A path or query value: usually what a real caller sends, often something hostile. */
    const value = (name: string) => {
      const known = Object.hasOwn(plausible, name) ? plausible[name] : undefined;
      return known && random.next() < 0.6
        ? random.pick(known)
        : decodeHostile(random.pick(hostileValues));
    };
    /** A body with a real caller's fields, a third of them replaced by hostile values or keys. */
    const structuredBody = () => {
      const body: Record<string, unknown> = {};
      for (const [key, plain] of Object.entries(bodyFields)) {
        if (random.next() < 0.5) continue;
        const hostile = random.next() < 0.33;
        const name = hostile && random.next() < 0.2 ? random.pick(['constructor', 'k\u0000']) : key;
        body[name] = hostile ? random.pick(hostileJsonValues) : plain;
      }
      return body;
    };

    const fuzzOnce = async (index: number) => {
      const route = random.pick(routes);
      const method = random.pick(route.methods.filter((m) => m !== 'HEAD')) ?? 'GET';
      const path = route.path.replace(/:([a-z]+)/g, (_, name: string) => value(name));
      const query = Array.from({ length: Math.floor(random.next() * 4) }, () => {
        const key = random.pick(queryKeys);
        return `${key}=${encodeURIComponent(value(key))}`;
      }).join('&');
      const headers: Record<string, string> = {};
      if (random.next() < 0.9) headers.apikey = random.pick(keys);
      if (random.next() < 0.5) headers.authorization = `Bearer ${random.pick(keys)}`;
      if (random.next() < 0.3)
        headers.origin = random.pick(['http://localhost:3000', 'null', 'http://evil.example']);
      if (random.next() < 0.3)
        headers.prefer = random.pick([
          'return=representation',
          'count=exact',
          'resolution=merge-duplicates',
          'bogus',
        ]);
      const contentType = random.next() < 0.7 ? 'application/json' : random.pick(contentTypes);
      if (contentType) headers['content-type'] = contentType;
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const body = !hasBody
        ? undefined
        : index < bigBodies
          ? Buffer.alloc(10 * 1024 * 1024, 'a')
          : random.next() < 0.7
            ? JSON.stringify(structuredBody())
            : random.pick(hostileBodies);
      const target = `${backend.url}${path}${query ? `?${query}` : ''}`;
      const response = await fetch(target, { method, headers, body, redirect: 'manual' }).catch(
        (error: Error) => ({ status: 0, text: async () => error.message }),
      );
      seenStatus.set(response.status, (seenStatus.get(response.status) ?? 0) + 1);
      if (response.status >= 500 || response.status === 0) {
        failures.push(
          `${method} ${target.slice(0, 200)} → ${response.status} ${(await response.text()).slice(0, 200)}`,
        );
      } else if ('body' in response) {
        await response.arrayBuffer();
      }
    };

    for (let index = 0; index < requestCount; index += 4) {
      await Promise.all([0, 1, 2, 3].map((offset) => fuzzOnce(index + offset)));
    }
    assert.deepEqual(failures, []);
    assert.ok((seenStatus.get(200) ?? 0) > 0, 'some requests should still succeed');

    const health = await fetch(`${backend.url}/auth/v1/health`);
    assert.equal(health.status, 200);
    const popular = await clientFor(backend).from('popular_searches').select('tmdb_id').limit(1);
    assert.equal(popular.error, null);
    const search = await fetch(`${backend.url}/catalog/3/search/multi?query=matrix`);
    assert.equal(search.status, 200);
  } finally {
    await backend.close();
  }
});
