import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningBackend } from '../../index.js';
import { clientFor, signedInClient, startTestBackend } from '../../test-support.js';

const dayMs = 86_400_000;

/** POSTs to local-checkout as a browser would, with the anon key and an optional user token. */
function checkout(backend: RunningBackend, body: string, token?: string, apikey = backend.anonKey) {
  return fetch(`${backend.url}/functions/v1/local-checkout`, {
    method: 'POST',
    headers: {
      apikey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
}

const subscriptionOf = async (client: ReturnType<typeof clientFor>) =>
  (await client.functions.invoke('check-subscription')).data as {
    subscribed: boolean;
    subscription_end: string | null;
  };

describe('functions/v1/local-checkout (local mode)', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend()));
  after(() => backend.close());

  test('grants the caller Plus for the plan chosen, as plus grant does', async () => {
    const { client, session } = await signedInClient(backend, 'buyer');
    const response = await checkout(backend, '{"plan":"monthly"}', session.access_token);
    assert.equal(response.status, 200);
    const answer = (await response.json()) as { subscribed: boolean; subscription_end: string };
    assert.equal(answer.subscribed, true);
    const monthAhead = Date.parse(answer.subscription_end) - Date.now();
    assert.ok(monthAhead > 27 * dayMs && monthAhead <= 31 * dayMs, `${monthAhead}`);

    const status = await subscriptionOf(client);
    assert.equal(status.subscribed, true);
    assert.equal(Date.parse(status.subscription_end!), Date.parse(answer.subscription_end));
    const profile = await client.from('profiles').select('is_premium').single();
    assert.equal(profile.data?.is_premium, true);

    const yearly = await checkout(backend, '{"plan":"yearly"}', session.access_token);
    const yearAhead =
      Date.parse(((await yearly.json()) as { subscription_end: string }).subscription_end) -
      Date.now();
    assert.ok(yearAhead > 364 * dayMs && yearAhead <= 366 * dayMs, `${yearAhead}`);
  });

  test('acts only on the caller: a body naming someone else changes nobody else', async () => {
    const victim = await signedInClient(backend, 'victim');
    const attacker = await signedInClient(backend, 'attacker');
    const response = await checkout(
      backend,
      JSON.stringify({ plan: 'yearly', email: victim.email, user_id: victim.user.id }),
      attacker.session.access_token,
    );
    assert.equal(response.status, 200);
    assert.equal((await subscriptionOf(victim.client)).subscribed, false);
    assert.equal((await subscriptionOf(attacker.client)).subscribed, true);
  });

  test('401 without a live session: anon key alone, no API key, signed out, a user token as API key', async () => {
    const { client, session } = await signedInClient(backend, 'nosession');
    assert.equal((await checkout(backend, '{"plan":"yearly"}')).status, 401);
    assert.equal(
      (await checkout(backend, '{"plan":"yearly"}', session.access_token, '')).status,
      401,
    );
    assert.equal(
      (await checkout(backend, '{"plan":"yearly"}', session.access_token, session.access_token))
        .status,
      401,
    );
    assert.equal(
      (await checkout(backend, '{"plan":"yearly"}', backend.anonKey)).status,
      401,
      'the anon key as bearer is no user',
    );
    await client.auth.signOut();
    assert.equal((await checkout(backend, '{"plan":"yearly"}', session.access_token)).status, 401);
    const fresh = await signedInClient(backend, 'nosession-check');
    assert.equal((await subscriptionOf(fresh.client)).subscribed, false);
  });

  test('400 for a body without one of the two plans, and nothing is granted', async () => {
    const { client, session } = await signedInClient(backend, 'badbody');
    for (const body of [
      '',
      '{}',
      '{"plan":"lifetime"}',
      '{"plan":["yearly"]}',
      '"yearly"',
      '{"plan":',
    ]) {
      const response = await checkout(backend, body, session.access_token);
      assert.equal(response.status, 400, body);
    }
    assert.equal((await subscriptionOf(client)).subscribed, false);
  });

  test('supabase-js invokes it like any function', async () => {
    const { client } = await signedInClient(backend, 'invoke');
    const { data, error } = await client.functions.invoke('local-checkout', {
      body: { plan: 'yearly' },
    });
    assert.equal(error, null);
    assert.equal(data.subscribed, true);
    assert.equal(data.subscription_tier, 'Plus');
  });
});

describe('functions/v1/local-checkout in production mode', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend({ mode: 'production' })));
  after(() => backend.close());

  test('does not exist (404), even for a signed-in user, and grants nothing', async () => {
    const { client, session } = await signedInClient(backend, 'prod');
    const response = await checkout(backend, '{"plan":"yearly"}', session.access_token);
    assert.equal(response.status, 404);
    assert.equal((await subscriptionOf(client)).subscribed, false);
  });
});
