import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeJwt } from 'jose';
import {
  clientFor,
  inboxFor,
  rawRequest,
  startTestBackend,
  testPassword,
  uniqueEmail,
} from '../../test-support.js';

test('mailed links and the token issuer come from API_EXTERNAL_URL, never from the Host header', async () => {
  const external = 'https://api.watchwhere.example';
  const backend = await startTestBackend({ apiExternalUrl: external });
  try {
    const email = uniqueEmail('links');
    const { data } = await clientFor(backend).auth.signUp({ email, password: testPassword });
    assert.equal(decodeJwt(data.session!.access_token).iss, `${external}/auth/v1`);
    const port = new URL(backend.url).port;
    const recover = await rawRequest(`${backend.url}/auth/v1/recover`, {
      method: 'POST',
      headers: {
        host: `localhost:${port}`,
        apikey: backend.anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email }),
    });
    assert.equal(recover.status, 200);
    const [mail] = await inboxFor(backend, email);
    assert.ok(mail!.link.startsWith(`${external}/auth/v1/verify?token=`), mail!.link);
  } finally {
    await backend.close();
  }
});

test('without API_EXTERNAL_URL, links point at the address the server listens on', async () => {
  const backend = await startTestBackend({ emailConfirmation: true });
  try {
    const email = uniqueEmail('listen');
    const port = new URL(backend.url).port;
    await rawRequest(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        host: `localhost:${port}`,
        apikey: backend.anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: testPassword }),
    });
    const [mail] = await inboxFor(backend, email);
    assert.ok(mail!.link.startsWith(`${backend.url}/auth/v1/verify?`), mail!.link);
  } finally {
    await backend.close();
  }
});

test("auth mail is in the language of the page that asked for it, else the member's, else English", async () => {
  const backend = await startTestBackend({ emailConfirmation: true });
  try {
    const client = clientFor(backend);
    const email = uniqueEmail('sprache');
    await client.auth.signUp({
      email,
      password: testPassword,
      options: { emailRedirectTo: 'http://localhost:3000/de/auth' },
    });
    const [signup] = await inboxFor(backend, email);
    assert.equal(signup!.subject, 'Bestätigen Sie Ihre Registrierung');
    assert.ok(signup!.body?.endsWith(`\n${signup!.link}`), signup!.body ?? '');

    await client.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:3000/pt-br/auth/reset',
    });
    assert.equal((await inboxFor(backend, email))[0]!.subject, 'Redefina sua senha');

    // An unprefixed page, and the member never chose a language: English.
    await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/auth' });
    assert.equal((await inboxFor(backend, email))[0]!.subject, 'Reset your password');

    // A member who chose a language gets it when the page does not say one.
    const service = clientFor(backend, backend.serviceRoleKey);
    const chosen = await service.from('profiles').update({ language: 'ja' }).eq('email', email);
    assert.equal(chosen.error, null);
    await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/auth' });
    assert.equal((await inboxFor(backend, email))[0]!.subject, 'パスワードの再設定');
  } finally {
    await backend.close();
  }
});
