import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningBackend } from '../../index.js';
import { clientFor, signedInClient, startTestBackend } from '../../test-support.js';

const GODFATHER = { media_type: 'movie', tmdb_id: 238 } as const;
const INCEPTION = { media_type: 'movie', tmdb_id: 27205 } as const;
const EVANGELION = { media_type: 'tv', tmdb_id: 890 } as const;
const FORREST_GUMP = { media_type: 'movie', tmdb_id: 13 } as const;
const THE_DARK_KNIGHT = { media_type: 'movie', tmdb_id: 155 } as const;

type Title = { media_type: 'movie' | 'tv'; tmdb_id: number };

const injected = { title: 'Injected by anon', poster_path: 'https://evil.example/pixel.png' };

/** POST /functions/v1/record-popular-search through supabase-js: the status and the JSON body. */
async function record(client: SupabaseClient, body: unknown) {
  const { data, error } = await client.functions.invoke('record-popular-search', {
    body: body as Record<string, unknown>,
  });
  if (!error) return { status: 200, body: data };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: await response?.json().catch(() => null) };
}

describe('functions/v1/record-popular-search: popular searches cannot be defaced', () => {
  let backend: RunningBackend;
  let guest: SupabaseClient;
  let service: SupabaseClient;

  const countOf = async (title: Title) =>
    (
      await guest
        .from('popular_searches')
        .select('count')
        .eq('media_type', title.media_type)
        .eq('tmdb_id', title.tmdb_id)
        .maybeSingle()
    ).data?.count as number | undefined;

  before(async () => {
    backend = await startTestBackend();
    guest = clientFor(backend);
    service = clientFor(backend, backend.serviceRoleKey);
    // On a PostgreSQL database reused between runs: no recent votes, no row for the new titles.
    await service.from('popular_search_votes').delete().gt('tmdb_id', 0);
    for (const title of [GODFATHER, INCEPTION, EVANGELION, FORREST_GUMP])
      await service.from('popular_searches').delete().match(title);
    // An existing row without a poster, as rows counted before posters were stored are.
    await service.rpc('increment_popular_search', {
      p_tmdb_id: INCEPTION.tmdb_id,
      p_media_type: INCEPTION.media_type,
      p_title: 'Inception',
    });
  });
  after(() => backend.close());

  test('the old raw RPC is refused to visitors and users, and changes nothing', async () => {
    const countBefore = await countOf(INCEPTION);
    const attack = {
      p_tmdb_id: INCEPTION.tmdb_id,
      p_media_type: INCEPTION.media_type,
      p_title: injected.title,
      p_poster_path: injected.poster_path,
    };
    const { client: user } = await signedInClient(backend, 'rpc-attack');
    for (const client of [guest, user]) {
      const increment = await client.rpc('increment_popular_search', attack);
      assert.ok([401, 403, 404].includes(increment.status), `status ${increment.status}`);
      const direct = await client.rpc('record_popular_search', {
        p_media_type: 'movie',
        p_tmdb_id: INCEPTION.tmdb_id,
        p_title: injected.title,
        p_poster_path: injected.poster_path,
        p_user_id: null,
        p_client_ip: '203.0.113.9',
      });
      assert.ok([401, 403, 404].includes(direct.status), `status ${direct.status}`);
      assert.ok([401, 403].includes((await client.from('popular_search_votes').select()).status));
    }
    assert.equal(await countOf(INCEPTION), countBefore);
  });

  test("a new title's row takes the catalog's title and relative poster, not the caller's", async () => {
    const answer = await record(guest, { ...GODFATHER, ...injected });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      ...GODFATHER,
      title: 'The Godfather',
      poster_path: answer.body.poster_path,
      count: 1,
      counted: true,
    });
    assert.match(answer.body.poster_path, /^\/[A-Za-z0-9_-]+\.svg$/);
    const stored = await guest
      .from('popular_searches')
      .select('title, poster_path')
      .match(GODFATHER);
    assert.deepEqual(stored.data, [
      { title: 'The Godfather', poster_path: answer.body.poster_path },
    ]);
  });

  test('an existing row keeps its title; a missing poster is filled from the catalog', async () => {
    const countBefore = (await countOf(INCEPTION))!;
    const answer = await record(guest, { ...INCEPTION, ...injected });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.title, 'Inception');
    assert.equal(answer.body.count, countBefore + 1);
    assert.match(answer.body.poster_path, /^\/[A-Za-z0-9_-]+\.svg$/);
  });

  test('100 rapid calls from one caller add 1; the others answer the row as it stands', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => record(guest, { ...EVANGELION, ...injected })),
    );
    assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([200]));
    const counted = answers.map((answer) => answer.body.counted);
    assert.equal(counted.filter((flag) => flag === true).length, 1);
    assert.equal(counted.filter((flag) => flag === false).length, 99);
    assert.deepEqual(new Set(answers.map((answer) => answer.body.count)), new Set([1]));
    assert.equal(await countOf(EVANGELION), 1);
  });

  test('a user, another user and a visitor are counted separately, each once a minute', async () => {
    const first = await signedInClient(backend, 'voter-a');
    const second = await signedInClient(backend, 'voter-b');
    const counted = [];
    for (const client of [guest, first.client, second.client, first.client, guest])
      counted.push((await record(client, FORREST_GUMP)).body.counted);
    assert.deepEqual(counted, [true, true, true, false, false]);
    assert.equal(await countOf(FORREST_GUMP), 3);

    // A minute later (the votes aged by hand) the same caller counts again.
    const aged = await service
      .from('popular_search_votes')
      .update({ voted_at: new Date(Date.now() - 61_000).toISOString() })
      .match(FORREST_GUMP);
    assert.equal(aged.error, null);
    assert.equal((await record(first.client, FORREST_GUMP)).status, 200);
    assert.equal(await countOf(FORREST_GUMP), 4);
  });

  test('bad input is 400, an unknown title 404, a bad token 401; nothing is counted', async () => {
    const countBefore = await countOf(THE_DARK_KNIGHT);
    const bad = [
      {},
      { media_type: 'book', tmdb_id: 155 },
      { media_type: 'movie' },
      { media_type: 'movie', tmdb_id: '155' },
      { media_type: 'movie', tmdb_id: 0 },
      { media_type: 'movie', tmdb_id: 1.5 },
      { media_type: 'movie', tmdb_id: 2 ** 31 },
      [THE_DARK_KNIGHT],
    ];
    for (const body of bad)
      assert.equal((await record(guest, body)).status, 400, JSON.stringify(body));
    const badJson = await fetch(`${backend.url}/functions/v1/record-popular-search`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: '{"media_type":',
    });
    assert.equal(badJson.status, 400);
    assert.equal((await record(guest, { media_type: 'tv', tmdb_id: 155_155_155 })).status, 404);
    const noKey = await fetch(`${backend.url}/functions/v1/record-popular-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(THE_DARK_KNIGHT),
    });
    assert.equal(noKey.status, 401);
    const forged = await fetch(`${backend.url}/functions/v1/record-popular-search`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey.slice(0, -4)}AAAA`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(THE_DARK_KNIGHT),
    });
    assert.equal(forged.status, 401);
    assert.equal(await countOf(THE_DARK_KNIGHT), countBefore);
  });
});
