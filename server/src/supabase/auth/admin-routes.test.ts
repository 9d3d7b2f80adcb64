import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient } from '@supabase/supabase-js';
import type { RunningBackend } from '../../index.js';
import { signedInClient, startTestBackend } from '../../test-support.js';

describe('auth/v1/admin/users/{id}: supabase-js admin calls, for the service role only', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend()));
  after(() => backend.close());

  const admin = () =>
    createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }).auth.admin;

  test('getUserById and deleteUser: the user goes, with their sessions', async () => {
    const { user, client, email } = await signedInClient(backend, 'admin-delete');
    const found = await admin().getUserById(user.id);
    assert.equal(found.data.user?.email, email);

    const deleted = await admin().deleteUser(user.id);
    assert.equal(deleted.error, null);
    assert.equal((await admin().getUserById(user.id)).error?.status, 404);
    assert.equal((await client.auth.getUser()).data.user, null);
    assert.equal((await admin().deleteUser(user.id)).error?.status, 404);
  });

  test('a member, the anon key or a bad token is refused, and nobody is deleted', async () => {
    const member = await signedInClient(backend, 'admin-member');
    const other = await signedInClient(backend, 'admin-victim');
    const callers = [
      { apikey: backend.anonKey, authorization: `Bearer ${member.session.access_token}` },
      { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
      { apikey: backend.serviceRoleKey, authorization: 'Bearer not-a-token' },
    ];
    for (const headers of callers) {
      const url = `${backend.url}/auth/v1/admin/users/${other.user.id}`;
      const statuses = await Promise.all(
        ['GET', 'DELETE'].map(async (method) => (await fetch(url, { method, headers })).status),
      );
      assert.ok(
        statuses.every((status) => status === 401 || status === 403),
        `${statuses}`,
      );
    }
    assert.equal((await admin().getUserById(other.user.id)).data.user?.id, other.user.id);
  });
});
