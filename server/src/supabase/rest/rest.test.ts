import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningBackend } from '../../index.js';
import { clientFor, signedInClient, startTestBackend } from '../../test-support.js';

describe('REST (PostgREST subset) through supabase-js', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend()));
  after(() => backend.close());

  test('profile: select().eq().single(), preference and onboarding updates', async () => {
    const { client, user } = await signedInClient(backend, 'profile');
    const { data, error, status } = await client
      .from('profiles')
      .select('*')
      .eq('id', user.id)
      .single();
    assert.equal(error, null);
    assert.equal(status, 200);
    assert.deepEqual(
      [
        data.push_notifications,
        data.email_notifications,
        data.content_available,
        data.new_releases,
        data.weekly_digest,
      ],
      [true, false, true, false, true],
    );
    const updated = await client
      .from('profiles')
      .update({
        weekly_digest: false,
        selected_services: ['netflix', 'hbo'],
        selected_country: 'GB',
        onboarding_completed: true,
      })
      .eq('id', user.id)
      .select('weekly_digest, selected_services, selected_country, onboarding_completed')
      .single();
    assert.deepEqual(updated.data, {
      weekly_digest: false,
      selected_services: ['netflix', 'hbo'],
      selected_country: 'GB',
      onboarding_completed: true,
    });
    const badCountry = await client
      .from('profiles')
      .update({ selected_country: 'Narnia' })
      .eq('id', user.id);
    assert.equal(badCountry.status, 400);
    assert.equal(badCountry.error?.code, '23514');
  });

  test('.single() on zero rows is 406 PGRST116', async () => {
    const { client } = await signedInClient(backend, 'single');
    const { error, status } = await client
      .from('profiles')
      .select('*')
      .eq('id', '00000000-0000-0000-0000-000000000000')
      .single();
    assert.equal(status, 406);
    assert.equal(error?.code, 'PGRST116');
    assert.equal(error?.details, 'The result contains 0 rows');
  });

  test('watchlist CRUD, duplicate rejected with 409, order/limit/in filters', async () => {
    const { client } = await signedInClient(backend, 'watchlist');
    const add = (tmdb_id: number, title: string, media_type = 'movie') =>
      client.from('watchlist').insert({
        tmdb_id,
        title,
        media_type,
        poster_path: `/p${tmdb_id}.jpg`,
        release_year: 2010,
      });
    assert.equal((await add(27205, 'Inception')).status, 201);
    assert.equal((await add(1396, 'Breaking Bad', 'tv')).status, 201);
    assert.equal((await add(155, 'The Dark Knight')).status, 201);
    const duplicate = await add(27205, 'Inception');
    assert.equal(duplicate.status, 409);
    assert.equal(duplicate.error?.code, '23505');

    const movies = await client
      .from('watchlist')
      .select('tmdb_id, title')
      .eq('media_type', 'movie')
      .order('tmdb_id', { ascending: true });
    assert.deepEqual(
      movies.data?.map((m) => m.tmdb_id),
      [155, 27205],
    );
    const limited = await client
      .from('watchlist')
      .select('title')
      .order('added_at', { ascending: false })
      .limit(1);
    assert.deepEqual(limited.data, [{ title: 'The Dark Knight' }]);
    const counted = await client.from('watchlist').select('*', { count: 'exact', head: true });
    assert.equal(counted.count, 3);
    const some = await client
      .from('watchlist')
      .select('tmdb_id')
      .in('tmdb_id', [1396, 155])
      .order('tmdb_id');
    assert.deepEqual(some.data, [{ tmdb_id: 155 }, { tmdb_id: 1396 }]);

    const removed = await client.from('watchlist').delete().eq('tmdb_id', 155).select('title');
    assert.deepEqual(removed.data, [{ title: 'The Dark Knight' }]);
    const upserted = await client
      .from('watchlist')
      .upsert(
        { media_type: 'movie', tmdb_id: 27205, title: 'Inception (2010)' },
        { onConflict: 'user_id,media_type,tmdb_id' },
      )
      .select('title')
      .single();
    assert.equal(upserted.error, null);
    assert.equal(upserted.data?.title, 'Inception (2010)');
    const cleared = await client.from('watchlist').delete().neq('tmdb_id', 0);
    assert.equal(cleared.status, 204);
    assert.equal((await client.from('watchlist').select('id')).data?.length, 0);
  });

  test('notify requests: one per user and title', async () => {
    const { client } = await signedInClient(backend, 'notify');
    const request = { media_type: 'movie', tmdb_id: 872585, title: 'Oppenheimer' };
    assert.equal((await client.from('notify_requests').insert(request)).status, 201);
    assert.equal((await client.from('notify_requests').insert(request)).status, 409);
    assert.equal((await client.from('notify_requests').select('title')).data?.length, 1);
  });

  test('popular searches: readable by guests, +1 per RPC call of the service role', async () => {
    // Visitors count through the record-popular-search function (functions/record-popular-search.test.ts).
    const guest = clientFor(backend);
    const service = clientFor(backend, backend.serviceRoleKey);
    const matrix = async () =>
      (
        await guest
          .from('popular_searches')
          .select('title, count')
          .match({ media_type: 'movie', tmdb_id: 603 })
      ).data;
    // None on a new database; a PostgreSQL database reused between runs may hold earlier counts.
    const before = (await matrix())?.[0]?.count ?? 0;
    const bump = (title: string) =>
      service.rpc('increment_popular_search', {
        p_tmdb_id: 603,
        p_media_type: 'movie',
        p_title: title,
      });
    assert.equal((await bump('The Matrix')).data.count, before + 1);
    const second = await bump('Renamed');
    assert.equal(second.data.count, before + 2);
    assert.equal(second.data.title, 'The Matrix');
    assert.deepEqual(await matrix(), [{ title: 'The Matrix', count: before + 2 }]);

    const newId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    const created = await service.rpc('increment_popular_search', {
      p_tmdb_id: newId,
      p_media_type: 'movie',
      p_title: 'New title',
      p_poster_path: '/m.jpg',
    });
    assert.equal(created.data.count, 1);
    const badType = await service.rpc('increment_popular_search', {
      p_tmdb_id: 1,
      p_media_type: 'book',
      p_title: 'X',
    });
    assert.equal(badType.status, 400);
    const unknownArg = await service.rpc('increment_popular_search', { p_tmdb_id: 1, p_hack: 'x' });
    assert.equal(unknownArg.status, 404);
    assert.equal(unknownArg.error?.code, 'PGRST202');
  });

  test('bad input gets PostgREST-style 4xx, never 5xx', async () => {
    const { client, session } = await signedInClient(backend, 'badinput');
    assert.equal((await client.from('no_such_table').select()).error?.code, 'PGRST205');
    assert.equal((await client.from('watchlist').select('nope')).error?.code, '42703');
    assert.equal((await client.from('watchlist').select().eq('nope', 1)).status, 400);
    assert.equal(
      (await client.from('watchlist').select().eq('tmdb_id', 'abc')).error?.code,
      '22P02',
    );
    assert.equal(
      (
        await client
          .from('watchlist')
          .insert({ tmdb_id: 1, title: 'x', media_type: 'movie', bogus: 1 })
      ).status,
      400,
    );
    const headers = {
      apikey: backend.anonKey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    };
    const raw = async (path: string, init: RequestInit = {}) =>
      (
        await fetch(`${backend.url}/rest/v1/${path}`, {
          ...init,
          headers: { ...headers, ...init.headers },
        })
      ).status;
    assert.equal(await raw('watchlist?tmdb_id=between.1.2'), 400);
    assert.equal(await raw('watchlist?order=title.sideways'), 400);
    assert.equal(await raw('watchlist?limit=-3'), 400);
    assert.equal(await raw('watchlist', { method: 'POST', body: '{not json' }), 400);
    assert.equal(await raw('watchlist', { method: 'POST', body: '[]' }), 400);
    assert.equal(await raw('watchlist', { method: 'PATCH', body: '"x"' }), 400);
    assert.equal(await raw('watchlist', { headers: { 'accept-profile': 'auth' } }), 406);
    assert.equal(await raw('rpc/no_such_fn', { method: 'POST', body: '{}' }), 404);
  });
});
