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

  const signUp = (email: string, password: string, fullName = 'Someone') =>
    clientFor(backend).auth.signUp({ email, password, options: { data: { full_name: fullName } } });
  const signIn = async (email: string, password: string) =>
    (await clientFor(backend).auth.signInWithPassword({ email, password })).error?.code ?? 'ok';
  const newestLink = async (email: string) => (await inboxFor(backend, email))[0]!.link;
  /** Opens a mailed link as the person who clicks it; returns the access token it signs in with. */
  const open = async (link: string) => {
    const answer = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(answer.headers.get('location')!).hash.slice(1));
    return { token: fragment.get('access_token'), error: fragment.get('error_code') };
  };

  test('leaves nobody a working password the confirmer did not set; the confirmer is signed in', async () => {
    const email = uniqueEmail('victim');
    await signUp(email, attackerPassword, 'Squatter');
    const squattersLink = await newestLink(email);
    assert.equal((await signUp(email, ownerPassword, 'Rightful Owner')).error, null);
    const ownersLink = await newestLink(email);
    assert.notEqual(ownersLink, squattersLink);

    assert.equal((await open(squattersLink)).error, 'otp_expired');
    const { token } = await open(ownersLink);
    assert.ok(token, 'the link signs its clicker in');
    const { data } = await clientFor(backend).auth.getUser(token!);
    assert.equal(data.user?.user_metadata.full_name, 'Rightful Owner');
    assert.equal(data.user?.identities?.[0]?.identity_data?.full_name, 'Rightful Owner');

    assert.equal(await signIn(email, attackerPassword), 'invalid_credentials');
    assert.equal(await signIn(email, ownerPassword), 'invalid_credentials');
    await clientFor(backend).auth.resetPasswordForEmail(email);
    const recovery = await open(await newestLink(email));
    const owner = clientFor(backend);
    await owner.auth.setSession({ access_token: recovery.token!, refresh_token: 'unused' });
    assert.equal((await owner.auth.updateUser({ password: ownerPassword })).error, null);
    assert.equal(await signIn(email, ownerPassword), 'ok');
  });

  test('a squatter who signs up again after the owner gains nothing when the owner clicks the newest mail', async () => {
    const email = uniqueEmail('race');
    await signUp(email, attackerPassword);
    await signUp(email, ownerPassword);
    await signUp(email, `${attackerPassword}-2`);
    assert.ok((await open(await newestLink(email))).token);
    for (const password of [attackerPassword, `${attackerPassword}-2`, ownerPassword])
      assert.equal(await signIn(email, password), 'invalid_credentials', password);
  });

  test('signing up twice with the same password is no contest: the password holds', async () => {
    const email = uniqueEmail('retry');
    await signUp(email, ownerPassword);
    await signUp(email, ownerPassword);
    assert.ok((await open(await newestLink(email))).token);
    assert.equal(await signIn(email, ownerPassword), 'ok');
  });

  test('loses the squatter password when the owner proves the address through a provider', async () => {
    const email = uniqueEmail('oauth-owner');
    await signUp(email, attackerPassword);
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
