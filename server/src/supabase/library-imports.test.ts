import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  signedInClient,
  startBackendWithDatabase,
  type BackendWithDatabase,
} from '../test-support.js';

const title = (tmdb_id: number, name: string) => ({
  media_type: 'movie',
  tmdb_id,
  title: name,
  poster_path: null,
  release_year: 2000,
});

type Client = Awaited<ReturnType<typeof signedInClient>>['client'];

async function startImport(client: Client, source = 'letterboxd'): Promise<string> {
  const { data, error } = await client
    .from('library_imports')
    .insert({ source })
    .select('id')
    .single<{ id: string }>();
  assert.equal(error, null);
  return data!.id;
}

/** The import's titles saved as the app saves them: duplicates ignored, the new rows returned. */
async function saveUnder(client: Client, importId: string, titles: ReturnType<typeof title>[]) {
  const { data, error } = await client
    .from('watchlist')
    .upsert(
      titles.map((each) => ({ ...each, import_id: importId })),
      { onConflict: 'user_id,media_type,tmdb_id', ignoreDuplicates: true },
    )
    .select('tmdb_id');
  assert.equal(error, null);
  return (data ?? []).map((row) => row.tmdb_id as number);
}

const savedIds = async (client: Client) =>
  ((await client.from('watchlist').select('tmdb_id').order('tmdb_id')).data ?? []).map(
    (row) => row.tmdb_id as number,
  );

describe('library imports: what each import added, and its undo', () => {
  let backend: BackendWithDatabase;
  before(async () => (backend = await startBackendWithDatabase()));
  after(() => backend.close());

  test('an import adds only new titles; undo removes those and nothing had before', async () => {
    const { client } = await signedInClient(backend, 'import-undo');
    await client.from('watchlist').insert(title(603, 'The Matrix'));
    const first = await startImport(client);
    assert.deepEqual(
      await saveUnder(client, first, [title(603, 'The Matrix'), title(680, 'Pulp Fiction')]),
      [680],
    );
    // The same file again: nothing is added twice, and the import's rows keep their import.
    const again = await startImport(client);
    assert.deepEqual(await saveUnder(client, again, [title(680, 'Pulp Fiction')]), []);
    assert.deepEqual(await savedIds(client), [603, 680]);

    const undone = await client.from('library_imports').delete().eq('id', again);
    assert.equal(undone.error, null);
    assert.deepEqual(await savedIds(client), [603, 680]);
    await client.from('library_imports').delete().eq('id', first);
    assert.deepEqual(await savedIds(client), [603]);
  });

  test('two imports at once each undo only their own rows', async () => {
    const { client } = await signedInClient(backend, 'import-concurrent');
    const [a, b] = await Promise.all([startImport(client, 'imdb'), startImport(client, 'trakt')]);
    const [fromA, fromB] = await Promise.all([
      saveUnder(client, a, [title(1, 'One'), title(2, 'Two')]),
      saveUnder(client, b, [title(2, 'Two'), title(3, 'Three')]),
    ]);
    // Title 2 belongs to whichever insert won it, never to both.
    assert.deepEqual([...fromA, ...fromB].sort(), [1, 2, 3]);
    await client.from('library_imports').delete().eq('id', b);
    assert.deepEqual(await savedIds(client), fromA.sort());
  });

  test("a member neither reads, undoes nor borrows another member's import", async () => {
    const alice = await signedInClient(backend, 'alice-import');
    const bob = await signedInClient(backend, 'bob-import');
    const hers = await startImport(alice.client);
    await saveUnder(alice.client, hers, [title(13, 'Forrest Gump')]);

    assert.deepEqual((await bob.client.from('library_imports').select('*')).data, []);
    const deleted = await bob.client.from('library_imports').delete().eq('id', hers).select();
    assert.deepEqual(deleted.data, []);
    assert.deepEqual(await savedIds(alice.client), [13]);

    // Bob's rows cannot name Alice's import (the key pairs it with his own user id), so her undo
    // can never reach them.
    const borrowed = await bob.client
      .from('watchlist')
      .insert({ ...title(550, 'Fight Club'), import_id: hers });
    assert.notEqual(borrowed.error, null);
    const planted = await bob.client
      .from('library_imports')
      .insert({ user_id: alice.user.id, source: 'imdb' });
    assert.equal(planted.error?.code, '42501');
    const changed = await alice.client
      .from('library_imports')
      .update({ source: 'imdb' })
      .eq('id', hers);
    assert.notEqual(changed.error, null);
  });

  test('the source is one of the three services', async () => {
    const { client } = await signedInClient(backend, 'import-source');
    const refused = await client.from('library_imports').insert({ source: 'netflix' });
    assert.equal(refused.status, 400);
  });

  test('deleting the account deletes its imports', async () => {
    const { client, user } = await signedInClient(backend, 'import-deleted');
    await startImport(client);
    await backend.db.query('delete from auth.users where id = $1', [user.id]);
    const left = await backend.db.query<{ count: string }>(
      'select count(*)::text as count from public.library_imports where user_id = $1',
      [user.id],
    );
    assert.equal(left[0]?.count, '0');
  });
});
