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
