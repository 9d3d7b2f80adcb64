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
});
