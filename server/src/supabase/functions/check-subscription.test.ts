import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningBackend } from '../../index.js';
import { clientFor, signedInClient, startTestBackend } from '../../test-support.js';
import { setPlusStatus } from '../plus-status.js';

describe('functions/v1/check-subscription and the Plus grant', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend()));
  after(() => backend.close());

  test('not subscribed by default, as JSON', async () => {
    const { client } = await signedInClient(backend, 'free');
    const { data, error } = await client.functions.invoke('check-subscription');
    assert.equal(error, null);
    assert.deepEqual(data, { subscribed: false, subscription_end: null, subscription_tier: null });
  });

  test('401 without a signed-in user', async () => {
    const { error } = await clientFor(backend).functions.invoke('check-subscription');
    assert.equal(error?.name, 'FunctionsHttpError');
    assert.equal((error as { context: Response }).context.status, 401);
  });

  test('grant sets subscribers and is_premium; revoke undoes both', async () => {
    const { client, email } = await signedInClient(backend, 'plus');
    const granted = await setPlusStatus(backend, email.toUpperCase(), true);
    assert.equal(granted.subscription_tier, 'Plus');
    const { data } = await client.functions.invoke('check-subscription');
    assert.equal(data.subscribed, true);
    assert.equal(data.subscription_tier, 'Plus');
    const yearAhead = Date.parse(data.subscription_end) - Date.now();
    assert.ok(yearAhead > 364 * 86400_000 && yearAhead <= 366 * 86400_000);
    assert.equal(
      (await client.from('profiles').select('is_premium').single()).data?.is_premium,
      true,
    );

    await setPlusStatus(backend, email, false);
    assert.equal((await client.functions.invoke('check-subscription')).data.subscribed, false);
    assert.equal(
      (await client.from('profiles').select('is_premium').single()).data?.is_premium,
      false,
    );
    await assert.rejects(setPlusStatus(backend, 'nobody@example.com', true), /No user with email/);
  });
});
