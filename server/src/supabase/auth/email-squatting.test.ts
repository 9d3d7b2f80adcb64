import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningBackend } from '../../index.js';
import { clientFor, inboxFor, startTestBackend, uniqueEmail } from '../../test-support.js';

const attackerPassword = 'attacker-chose-this';
const ownerPassword = 'owner-chose-this';

describe('an address signed up by someone else before its owner', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend({ emailConfirmation: true })));
  after(() => backend.close());

  const signIn = async (email: string, password: string) =>
    (await clientFor(backend).auth.signInWithPassword({ email, password })).error?.code ?? 'ok';

  test('belongs, once confirmed, to whoever confirmed it, with the password they chose', async () => {
    const email = uniqueEmail('victim');
    await clientFor(backend).auth.signUp({
      email,
      password: attackerPassword,
      options: { data: { full_name: 'Squatter' } },
    });
    const [squattersLink] = await inboxFor(backend, email);
    const owner = await clientFor(backend).auth.signUp({
      email,
      password: ownerPassword,
      options: { data: { full_name: 'Rightful Owner' } },
    });
    assert.equal(owner.error, null);
    const [ownersLink] = await inboxFor(backend, email);
    assert.notEqual(ownersLink!.link, squattersLink!.link);

    const stale = await fetch(squattersLink!.link, { redirect: 'manual' });
    assert.match(stale.headers.get('location')!, /error_code=otp_expired/);
    assert.equal((await fetch(ownersLink!.link, { redirect: 'manual' })).status, 303);

    assert.equal(await signIn(email, attackerPassword), 'invalid_credentials');
    assert.equal(await signIn(email, ownerPassword), 'ok');
    const client = clientFor(backend);
    await client.auth.signInWithPassword({ email, password: ownerPassword });
    const profile = await client.from('profiles').select('full_name').single();
    assert.equal(profile.data?.full_name, 'Rightful Owner');
  });

  test('loses the squatter password when the owner proves the address through a provider', async () => {
    const email = uniqueEmail('oauth-owner');
    await clientFor(backend).auth.signUp({ email, password: attackerPassword });
    const authorize = `${backend.url}/auth/v1/authorize?provider=google`;
    const consentUrl = new URL(
      (await fetch(authorize, { redirect: 'manual' })).headers.get('location')!,
      authorize,
    );
    const page = await (await fetch(consentUrl)).text();
    const state = /name="state" value="([^"]+)"/.exec(page)![1]!;
    const answer = await fetch(new URL('consent', consentUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, email, decision: 'allow' }),
    });
    assert.equal(answer.status, 303);
    assert.equal(await signIn(email, attackerPassword), 'invalid_credentials');
  });
});
