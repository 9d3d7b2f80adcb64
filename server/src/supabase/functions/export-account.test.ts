import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FunctionsHttpError } from '@supabase/supabase-js';
import {
  clientFor,
  signedInClient,
  startBackendWithDatabase,
  type BackendWithDatabase,
} from '../../test-support.js';
import { userWithRows } from './testing/user-with-rows.js';

interface AccountExport {
  exported_at: string;
  user: Record<string, unknown> & { identities: Record<string, unknown>[] };
  tables: Record<string, Record<string, unknown>[]>;
}

describe('functions/v1/export-account', () => {
  let backend: BackendWithDatabase;
  before(async () => (backend = await startBackendWithDatabase()));
  after(() => backend.close());

  const exportOf = async (client: ReturnType<typeof clientFor>) => {
    const { data, error } = await client.functions.invoke<AccountExport>('export-account', {
      method: 'GET',
    });
    assert.equal(error, null);
    return data!;
  };

  test("holds the user and every row tied to them, and nobody else's", async () => {
    const { client, email, user, session } = await userWithRows(backend, 'exporter');
    const other = await signedInClient(backend, 'someone-else');
    await other.client
      .from('watchlist')
      .insert({ media_type: 'movie', tmdb_id: 155, title: 'The Dark Knight' });

    const data = await exportOf(client);

    assert.ok(Math.abs(Date.parse(data.exported_at) - Date.now()) < 60_000);
    assert.equal(data.user.id, user.id);
    assert.equal(data.user.email, email);
    assert.deepEqual(data.user.user_metadata, { full_name: 'exporter tester' });
    assert.deepEqual(
      data.user.identities.map((identity) => [identity.provider, identity.email]),
      [['email', email]],
    );
    // Every user-tied table is there (later ones too, found from their foreign keys).
    for (const table of ['notify_requests', 'profiles', 'subscribers', 'watchlist']) {
      assert.ok(Array.isArray(data.tables[table]), `${table} is exported`);
    }
    assert.deepEqual(
      data.tables.profiles!.map((row) => [row.id, row.full_name, row.is_premium, row.language]),
      // No language until the member picks one.
      [[user.id, 'exporter tester', true, null]],
    );
    assert.deepEqual(
      data.tables.watchlist!.map((row) => [row.user_id, row.title]),
      [[user.id, 'The Matrix']],
    );
    assert.deepEqual(
      data.tables.notify_requests!.map((row) => row.title),
      ['Breaking Bad'],
    );
    assert.deepEqual(
      data.tables.subscribers!.map((row) => [row.email, row.subscription_tier]),
      [[email, 'Plus']],
    );

    const text = JSON.stringify(data);
    assert.ok(!text.includes(other.user.id), "another user's rows stay out");
    assert.ok(!text.includes('encrypted_password') && !text.includes('$2b$'), 'no password hash');
    assert.ok(!text.includes(session.refresh_token), 'no refresh token');
    assert.ok(!text.includes(session.access_token), 'no access token');
  });

  test('is a JSON download named after the day', async () => {
    const { session } = await signedInClient(backend, 'raw-export');
    const response = await fetch(`${backend.url}/functions/v1/export-account`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    const day = new Date().toISOString().slice(0, 10);
    assert.equal(
      response.headers.get('content-disposition'),
      `attachment; filename="watchwhere-data-${day}.json"`,
    );
  });

  test('a user-tied table added later is exported without a code change', async () => {
    await backend.db.exec(`
      create table public.later_notifications (
        id bigint generated always as identity primary key,
        recipient uuid not null references auth.users (id) on delete cascade,
        body text not null
      )`);
    const { client, user } = await signedInClient(backend, 'later-export');
    await backend.db.query(
      `insert into public.later_notifications (recipient, body) values ($1, 'Now on Netflix')`,
      [user.id],
    );
    const data = await exportOf(client);
    assert.deepEqual(
      data.tables.later_notifications!.map((row) => row.body),
      ['Now on Netflix'],
    );
    await backend.db.exec('drop table public.later_notifications');
  });

  test('401 with the anon key alone; the SQL function is not callable through the API', async () => {
    const anon = await clientFor(backend).functions.invoke('export-account', { method: 'GET' });
    assert.ok(anon.error instanceof FunctionsHttpError);
    assert.equal((anon.error.context as Response).status, 401);

    const { client, user } = await signedInClient(backend, 'rpc-try');
    const rpc = await client.rpc('export_user_data', { p_user_id: user.id });
    assert.equal(rpc.data, null);
    assert.equal(rpc.error?.code, '42501');
  });
});
