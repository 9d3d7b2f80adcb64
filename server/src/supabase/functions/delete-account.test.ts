import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FunctionsHttpError } from '@supabase/supabase-js';
import {
  clientFor,
  signedInClient,
  startBackendWithDatabase,
  testPassword,
  type BackendWithDatabase,
} from '../../test-support.js';
import { rowsReferring } from './testing/rows-referring.js';
import { userWithRows } from './testing/user-with-rows.js';

const statusOf = async (error: unknown) =>
  error instanceof FunctionsHttpError ? (error.context as Response).status : undefined;

describe('functions/v1/delete-account', () => {
  let backend: BackendWithDatabase;
  before(async () => (backend = await startBackendWithDatabase()));
  after(() => backend.close());

  /** A user with a row in every table the app writes, and a second session (another device). */
  async function userWithData(label: string) {
    const signedIn = await userWithRows(backend, label);
    const otherDevice = clientFor(backend);
    await otherDevice.auth.signInWithPassword({ email: signedIn.email, password: testPassword });
    return { ...signedIn, otherDevice };
  }

  test('deletes every row tied to the user, ends every session, and frees the email', async () => {
    const { client, email, user, session, otherDevice } = await userWithData('leaving');
    const bystander = await userWithData('staying');
    const before = await rowsReferring(backend.db, user.id);
    for (const table of [
      'public.profiles',
      'public.watchlist',
      'public.notify_requests',
      'public.subscribers',
      'auth.sessions',
      'auth.refresh_tokens',
      'auth.identities',
    ]) {
      assert.ok(
        before.some((column) => column.startsWith(`${table}.`)),
        `${table} holds the user before`,
      );
    }

    // Case-insensitive: auth keeps emails lower-case, a person may type capitals.
    const { data, error } = await client.functions.invoke('delete-account', {
      body: { confirm: ` ${email.toUpperCase()} ` },
    });
    assert.equal(error, null);
    assert.deepEqual(data, { deleted: true });

    assert.deepEqual(await rowsReferring(backend.db, user.id), []);
    assert.ok(
      (await rowsReferring(backend.db, bystander.user.id)).length > 0,
      'others keep theirs',
    );

    const oldAccess = await clientFor(backend).auth.getUser(session.access_token);
    // The server answers 403 session_not_found, which supabase-js reports as a missing session.
    assert.equal(oldAccess.error?.name, 'AuthSessionMissingError');
    assert.equal(oldAccess.data.user, null);
    const oldRefresh = await clientFor(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    assert.equal(oldRefresh.error?.code, 'refresh_token_not_found');
    const otherSession = await otherDevice.functions.invoke('export-account', { method: 'GET' });
    assert.equal(await statusOf(otherSession.error), 401);
    const plusCheck = await otherDevice.functions.invoke('check-subscription');
    assert.equal(
      await statusOf(plusCheck.error),
      401,
      'a deleted user has no subscription to check',
    );

    const signIn = await clientFor(backend).auth.signInWithPassword({
      email,
      password: testPassword,
    });
    assert.equal(signIn.error?.code, 'invalid_credentials');

    const again = await clientFor(backend).auth.signUp({ email, password: 'a-new-start-7' });
    assert.equal(again.error, null);
    assert.notEqual(again.data.user?.id, user.id);
    const fresh = await clientFor(backend).auth.signInWithPassword({
      email,
      password: 'a-new-start-7',
    });
    assert.equal(fresh.error, null);
  });

  test("400 when the typed email is not the account's, and nothing is deleted", async () => {
    const { client, user, email } = await userWithData('mistyped');
    for (const body of [
      { confirm: `x${email}` },
      { confirm: '' },
      { confirm: 42 },
      {},
      undefined,
    ]) {
      const { error } = await client.functions.invoke('delete-account', body ? { body } : {});
      assert.equal(await statusOf(error), 400, JSON.stringify(body));
    }
    const { data } = await client.from('watchlist').select('title');
    assert.deepEqual(data, [{ title: 'The Matrix' }]);
    assert.equal((await client.auth.getUser()).data.user?.id, user.id);
  });

  test('401 without a signed-in user: the anon key alone, a signed-out session, no API key', async () => {
    const { client, email } = await signedInClient(backend, 'anon-try');
    const anon = await clientFor(backend).functions.invoke('delete-account', {
      body: { confirm: email },
    });
    assert.equal(await statusOf(anon.error), 401);

    const { session } = (await client.auth.getSession()).data;
    await client.auth.signOut();
    const signedOut = await fetch(`${backend.url}/functions/v1/delete-account`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ confirm: email }),
    });
    assert.equal(signedOut.status, 401);

    const noKey = await fetch(`${backend.url}/functions/v1/delete-account`, { method: 'POST' });
    assert.equal(noKey.status, 401);
  });

  test('a user-tied table added later is deleted with the user, no code change needed', async () => {
    await backend.db.exec(`
      create table public.later_per_caller_counters (
        user_id uuid primary key references auth.users (id) on delete cascade,
        hits integer not null default 0
      )`);
    const { client, email, user } = await signedInClient(backend, 'later');
    await backend.db.query('insert into public.later_per_caller_counters values ($1, 3)', [
      user.id,
    ]);

    const { error } = await client.functions.invoke('delete-account', { body: { confirm: email } });
    assert.equal(error, null);
    assert.deepEqual(
      await backend.db.query('select * from public.later_per_caller_counters where user_id = $1', [
        user.id,
      ]),
      [],
    );
    await backend.db.exec('drop table public.later_per_caller_counters');
  });
});
