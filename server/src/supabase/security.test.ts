import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  clientFor,
  signedInClient,
  startBackendWithDatabase,
  type BackendWithDatabase,
} from '../test-support.js';
import { loadOrCreateSigningKeys } from './keys.js';

describe('security: RLS, grants and JWT checks', () => {
  let backend: BackendWithDatabase;
  before(async () => (backend = await startBackendWithDatabase()));
  after(() => backend.close());

  test("a user can neither read nor change another user's profile", async () => {
    const alice = await signedInClient(backend, 'alice');
    const bob = await signedInClient(backend, 'bob');
    const peek = await bob.client.from('profiles').select('*').eq('id', alice.user.id);
    assert.deepEqual(peek.data, []);
    const all = await bob.client.from('profiles').select('id');
    assert.deepEqual(all.data, [{ id: bob.user.id }]);
    const change = await bob.client
      .from('profiles')
      .update({ full_name: 'hacked' })
      .eq('id', alice.user.id)
      .select();
    assert.deepEqual(change.data, []);
    const aliceProfile = await alice.client.from('profiles').select('full_name').single();
    assert.equal(aliceProfile.data?.full_name, 'alice tester');
  });

  test("a user can neither read, add to, change nor delete another user's watchlist", async () => {
    const alice = await signedInClient(backend, 'alice-wl');
    const bob = await signedInClient(backend, 'bob-wl');
    await alice.client
      .from('watchlist')
      .insert({ media_type: 'movie', tmdb_id: 27205, title: 'Inception' });
    assert.deepEqual((await bob.client.from('watchlist').select('*')).data, []);
    const planted = await bob.client
      .from('watchlist')
      .insert({ user_id: alice.user.id, media_type: 'tv', tmdb_id: 1, title: 'Spam' });
    assert.equal(planted.status, 403);
    assert.equal(planted.error?.code, '42501');
    const renamed = await bob.client
      .from('watchlist')
      .update({ title: 'x' })
      .eq('tmdb_id', 27205)
      .select();
    assert.deepEqual(renamed.data, []);
    await bob.client.from('watchlist').delete().eq('tmdb_id', 27205);
    const stillThere = await alice.client.from('watchlist').select('title');
    assert.deepEqual(stillThere.data, [{ title: 'Inception' }]);
  });

  test('subscribers: users see only their own row and cannot write; only the service role can', async () => {
    const alice = await signedInClient(backend, 'alice-sub');
    const bob = await signedInClient(backend, 'bob-sub');
    const service = clientFor(backend, backend.serviceRoleKey);
    const granted = await service.from('subscribers').insert({
      user_id: alice.user.id,
      email: alice.email,
      subscribed: true,
      subscription_tier: 'Plus',
    });
    assert.equal(granted.status, 201);
    assert.equal((await alice.client.from('subscribers').select('subscribed')).data?.length, 1);
    assert.deepEqual((await bob.client.from('subscribers').select('*')).data, []);
    const selfGrant = await bob.client
      .from('subscribers')
      .insert({ user_id: bob.user.id, email: bob.email, subscribed: true });
    assert.equal(selfGrant.status, 403);
    const extend = await alice.client
      .from('subscribers')
      .update({ subscription_tier: 'Ultra' })
      .eq('user_id', alice.user.id);
    assert.equal(extend.status, 403);
  });

  test('a forged is_premium update by the user is refused', async () => {
    const { client, user } = await signedInClient(backend, 'forger');
    const forged = await client.from('profiles').update({ is_premium: true }).eq('id', user.id);
    assert.equal(forged.status, 403);
    assert.equal(forged.error?.code, '42501');
    const sneaky = await client
      .from('profiles')
      .update({ full_name: 'ok', is_premium: true })
      .eq('id', user.id);
    assert.equal(sneaky.status, 403);
    const insert = await client.from('profiles').upsert({ id: user.id, is_premium: true });
    assert.equal(insert.status, 403);
    assert.equal(
      (await client.from('profiles').select('is_premium, full_name').single()).data?.is_premium,
      false,
    );
  });

  test("a member sets their own language, one of the six, and nobody else's", async () => {
    const { client, user } = await signedInClient(backend, 'speaker');
    const other = await signedInClient(backend, 'other-speaker');
    const language = async (who: typeof client) =>
      (await who.from('profiles').select('language').single()).data?.language;
    // None until they pick one (mail is then in English).
    assert.equal(await language(client), null);
    const set = await client.from('profiles').update({ language: 'pt-BR' }).eq('id', user.id);
    assert.equal(set.error, null);
    assert.equal(await language(client), 'pt-BR');
    const unknown = await client.from('profiles').update({ language: 'es' }).eq('id', user.id);
    assert.equal(unknown.error?.code, '23514');
    const theirs = await other.client
      .from('profiles')
      .update({ language: 'ja' })
      .eq('id', user.id)
      .select('id');
    assert.deepEqual(theirs.data, []);
    assert.equal(await language(client), 'pt-BR');
    assert.equal(await language(other.client), null);
  });

  test('anon can read popular searches but cannot write anything', async () => {
    const guest = clientFor(backend);
    const inception = { media_type: 'movie', tmdb_id: 27205 };
    const counted = await guest.functions.invoke('record-popular-search', { body: inception });
    assert.equal(counted.error, null);
    const read = await guest.from('popular_searches').select('title').match(inception);
    assert.deepEqual(read.data, [{ title: 'Inception' }]);
    const writes = [
      await guest
        .from('popular_searches')
        .insert({ tmdb_id: 5, media_type: 'movie', title: 'x', count: 99999 }),
      await guest.from('popular_searches').update({ count: 99999 }).eq('tmdb_id', 27205),
      await guest.from('popular_searches').delete().eq('tmdb_id', 27205),
      await guest.from('watchlist').insert({ media_type: 'movie', tmdb_id: 1, title: 'x' }),
      await guest.from('profiles').update({ full_name: 'x' }).neq('full_name', ''),
      await guest.from('notify_requests').insert({ media_type: 'movie', tmdb_id: 1, title: 'x' }),
      await guest.from('subscribers').insert({ email: 'x@example.com', subscribed: true }),
    ];
    assert.deepEqual(
      writes.map((w) => w.status),
      [401, 401, 401, 401, 401, 401, 401],
    );
    const signedIn = await signedInClient(backend, 'counter');
    const cheat = await signedIn.client
      .from('popular_searches')
      .update({ count: 1 })
      .eq('tmdb_id', 27205);
    assert.equal(cheat.status, 403);
    assert.deepEqual((await guest.from('profiles').select('*')).data, []);
  });

  test('tampered, expired and foreign JWTs are refused', async () => {
    const { session, user } = await signedInClient(backend, 'jwt');
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString(
      'base64url',
    );
    const tampered = `${header}.${forgedPayload}.${signature}`;
    const expired = await backend.keys.sign({ ...claims, exp: undefined, iat: undefined }, -60);
    const foreignKeys = await loadOrCreateSigningKeys(undefined);
    const foreign = await foreignKeys.sign({ ...claims, exp: undefined, iat: undefined }, 3600);

    const restStatus = async (token: string) => {
      const response = await fetch(`${backend.url}/rest/v1/profiles?id=eq.${user.id}`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
      return { status: response.status, code: ((await response.json()) as { code: string }).code };
    };
    assert.deepEqual(await restStatus(tampered), { status: 401, code: 'PGRST301' });
    assert.deepEqual(await restStatus(expired), { status: 401, code: 'PGRST303' });
    assert.deepEqual(await restStatus(foreign), { status: 401, code: 'PGRST301' });
    assert.equal((await clientFor(backend).auth.getUser(tampered)).error?.status, 403);
    assert.equal((await clientFor(backend).auth.getUser(expired)).error?.status, 403);

    const noKey = await fetch(`${backend.url}/rest/v1/popular_searches`);
    assert.equal(noKey.status, 401);
    const userTokenAsKey = await fetch(`${backend.url}/rest/v1/popular_searches`, {
      headers: { apikey: session.access_token },
    });
    assert.equal(userTokenAsKey.status, 401);
  });

  test('CORS: localhost origins allowed with the exposed headers supabase-js needs; others not', async () => {
    const preflight = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3002',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,x-client-info',
      },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:3002');
    assert.match(
      preflight.headers.get('access-control-allow-headers') ?? '',
      /x-supabase-api-version/,
    );
    const simple = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { origin: 'http://127.0.0.1:6006' },
    });
    assert.match(
      simple.headers.get('access-control-expose-headers') ?? '',
      /X-Supabase-Api-Version.*Content-Range/,
    );
    const foreign = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  });
});
