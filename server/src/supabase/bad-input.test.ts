import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningBackend } from '../index.js';
import {
  clientFor,
  signedInClient,
  startTestBackend,
  testPassword,
  uniqueEmail,
} from '../test-support.js';

const prototypeKeys = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

describe('bad input gets a 4xx, never a 500', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend()));
  after(() => backend.close());

  test('a provider named after an Object property is not a provider', async () => {
    for (const provider of prototypeKeys) {
      const response = await fetch(`${backend.url}/auth/v1/authorize?provider=${provider}`, {
        redirect: 'manual',
      });
      assert.equal(response.status, 400, provider);
      assert.equal(((await response.json()) as { code: string }).code, 'validation_failed');
    }
  });

  test('NUL characters in emails, metadata, filters and inbox queries are refused up front', async () => {
    const signUp = (body: unknown) =>
      fetch(`${backend.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const cases = [
      await signUp({ email: 'nul\u0000@example.com', password: testPassword }),
      await signUp({
        email: uniqueEmail('nul'),
        password: testPassword,
        data: { full_name: 'a\u0000b' },
      }),
      await signUp({ email: uniqueEmail('nul'), password: testPassword, data: { 'k\u0000': 1 } }),
      await fetch(`${backend.url}/inbox/messages?email=a%00b`),
      await fetch(`${backend.url}/rest/v1/popular_searches?title=eq.a%00b`, {
        headers: { apikey: backend.anonKey },
      }),
    ];
    for (const response of cases) {
      assert.equal(response.status, 400, await response.clone().text());
      assert.match(((await response.json()) as { message: string }).message, /NUL/);
    }
  });

  test('names over 200 characters and oversized metadata get a GoTrue-style 422', async () => {
    const long = await clientFor(backend).auth.signUp({
      email: uniqueEmail('long-name'),
      password: testPassword,
      options: { data: { full_name: 'n'.repeat(201) } },
    });
    assert.equal(long.error?.status, 422);
    assert.equal(long.error?.code, 'validation_failed');
    assert.equal(long.error?.message, 'full_name must be at most 200 characters');
    const fits = await clientFor(backend).auth.signUp({
      email: uniqueEmail('fits'),
      password: testPassword,
      options: { data: { full_name: 'ñ'.repeat(200) } },
    });
    assert.equal(fits.error, null);
    const bulky = await clientFor(backend).auth.signUp({
      email: uniqueEmail('bulky'),
      password: testPassword,
      options: { data: { notes: 'x'.repeat(5000) } },
    });
    assert.equal(bulky.error?.status, 422);

    const { client } = await signedInClient(backend, 'update');
    const rename = await client.auth.updateUser({ data: { full_name: 'n'.repeat(201) } });
    assert.equal(rename.error?.status, 422);
    for (let i = 0; i < 2; i += 1) {
      const chunk = await client.auth.updateUser({ data: { [`part${i}`]: 'y'.repeat(3000) } });
      assert.equal(chunk.error?.status, i === 0 ? undefined : 422, `update ${i}`);
    }
    const { data } = await client.auth.getUser();
    assert.equal(data.user?.user_metadata.part1, undefined);
  });

  test('half a surrogate pair and JSON nested past 32 levels are refused, not a database error', async () => {
    const post = (path: string, body: string, token = backend.anonKey, method = 'POST') =>
      fetch(`${backend.url}${path}`, {
        method,
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body,
      });
    const { session } = await signedInClient(backend, 'shapes');
    const deep = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    const cases = [
      await post(
        '/auth/v1/signup',
        `{"email":"${uniqueEmail('surrogate')}","password":"${testPassword}","data":{"full_name":"\\udfff"}}`,
      ),
      await post('/auth/v1/user', '{"data":{"full_name":"a\\ud800"}}', session.access_token, 'PUT'),
      await post('/rest/v1/watchlist', `{"e":${deep(4500)}}`, session.access_token),
      await post('/auth/v1/signup', `{"email":"x@example.com","password":"x","data":${deep(40)}}`),
    ];
    for (const response of cases) {
      assert.equal(response.status, 400, await response.clone().text());
      assert.match(
        ((await response.json()) as { message: string }).message,
        /well-formed Unicode|nest deeper than 32/,
      );
    }
    const nestedArray = await post(
      `/rest/v1/profiles?id=eq.${session.user.id}`,
      JSON.stringify({ selected_services: [[[[[[['x']]]]]]] }),
      session.access_token,
      'PATCH',
    );
    assert.equal(nestedArray.status, 400, await nestedArray.text());
  });

  test('the consent page refuses a name over 200 characters as sign-up does', async () => {
    const authorize = `${backend.url}/auth/v1/authorize?provider=google`;
    const consentUrl = new URL(
      (await fetch(authorize, { redirect: 'manual' })).headers.get('location')!,
      authorize,
    );
    const state = /name="state" value="([^"]+)"/.exec(await (await fetch(consentUrl)).text())![1]!;
    const answer = (full_name: string) =>
      fetch(new URL('consent', consentUrl), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          state,
          email: uniqueEmail('named'),
          full_name,
          decision: 'allow',
        }),
      });
    const long = await answer(`a${'😀'.repeat(200)}`);
    assert.equal(long.status, 400);
    assert.match(await long.text(), /Full name must be at most 200 characters/);
    assert.equal((await answer('😀'.repeat(200))).status, 303);
  });

  test('a path id longer than any title id is the route’s own 404', async () => {
    const response = await fetch(`${backend.url}/catalog/3/movie/${'9'.repeat(101)}`);
    assert.equal(response.status, 404);
    assert.equal(((await response.json()) as { status_code: number }).status_code, 34);
  });
});
