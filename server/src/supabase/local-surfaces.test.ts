import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningBackend } from '../index.js';
import { clientFor, inboxFor, rawRequest, startTestBackend, uniqueEmail } from '../test-support.js';

const appUrl = 'http://localhost:3000/auth/callback';

/** Starts a simulated Google sign-in and returns the consent page's URL and form state. */
async function openConsent(backend: RunningBackend) {
  const authorize = `${backend.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(appUrl)}`;
  const toConsent = await fetch(authorize, { redirect: 'manual' });
  const consentUrl = new URL(toConsent.headers.get('location')!, authorize);
  const page = await (await fetch(consentUrl)).text();
  return { consentUrl, state: /name="state" value="([^"]+)"/.exec(page)![1]! };
}

function answerConsent(
  consentUrl: URL,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(new URL('consent', consentUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ decision: 'allow', full_name: 'Consent Person', ...form }),
  });
}

describe('local-only surfaces in local mode', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend({ emailConfirmation: true })));
  after(() => backend.close());

  test('a request with a foreign Host (DNS rebinding) reads no mail and sends none', async () => {
    const email = uniqueEmail('rebind');
    const port = new URL(backend.url).port;
    for (const path of ['/inbox/messages', '/inbox', '/rest/v1/popular_searches']) {
      const response = await rawRequest(`${backend.url}${path}`, {
        headers: { host: `rebind.evil.example:${port}`, apikey: backend.anonKey },
      });
      assert.equal(response.status, 403, path);
      assert.doesNotMatch(response.body, /verify\?token/);
    }
    const recover = await rawRequest(`${backend.url}/auth/v1/recover`, {
      method: 'POST',
      headers: {
        host: `evil.example:${port}`,
        apikey: backend.anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email }),
    });
    assert.equal(recover.status, 403);
    assert.deepEqual(await inboxFor(backend, email), []);
  });

  test('the inbox answers no cross-origin request; the API still does', async () => {
    const origin = 'http://localhost:3000';
    const inbox = await fetch(`${backend.url}/inbox/messages`, { headers: { origin } });
    assert.equal(inbox.headers.get('access-control-allow-origin'), null);
    const preflight = await fetch(`${backend.url}/inbox/messages`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    const consent = await fetch(`${backend.url}/auth/v1/authorize?provider=google`, {
      headers: { origin },
      redirect: 'manual',
    });
    assert.equal(consent.headers.get('access-control-allow-origin'), null);
    const api = await fetch(`${backend.url}/auth/v1/health`, { headers: { origin } });
    assert.equal(api.headers.get('access-control-allow-origin'), origin);
  });

  test('a repeated email filter on the inbox does not widen it to every message', async () => {
    const [first, second] = [uniqueEmail('filter-a'), uniqueEmail('filter-b')];
    for (const email of [first, second]) await clientFor(backend).auth.resetPasswordForEmail(email);
    await clientFor(backend).auth.signUp({ email: first, password: 'correct-horse-42' });
    const response = await fetch(
      `${backend.url}/inbox/messages?email=${encodeURIComponent(first)}&email=${encodeURIComponent(second)}`,
    );
    const { messages } = (await response.json()) as { messages: { recipient: string }[] };
    assert.ok(messages.length > 0);
    assert.deepEqual(new Set(messages.map((message) => message.recipient)), new Set([first]));
  });

  test('another page cannot drive the consent form', async () => {
    const { consentUrl, state } = await openConsent(backend);
    const email = uniqueEmail('victim');
    const attempts: Record<string, string>[] = [
      { origin: 'http://localhost:8080' },
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const answer = await answerConsent(consentUrl, { state, email }, headers);
      assert.equal(answer.status, 403, JSON.stringify(headers));
      assert.equal(((await answer.json()) as { code: string }).code, 'forbidden_origin');
    }
    const own = await answerConsent(consentUrl, { state, email }, { origin: consentUrl.origin });
    assert.equal(own.status, 303);
    assert.match(own.headers.get('location')!, /access_token=/);
  });

  test('the consent page says it is a local-only simulation that signs in any email', async () => {
    const { consentUrl } = await openConsent(backend);
    const page = await (await fetch(consentUrl)).text();
    assert.match(page, /whatever email you type, you are signed in as that user/);
    assert.match(page, /exists only in local mode/);
  });
});

test('new users made through the consent page count against the sign-up limit', async () => {
  const backend = await startTestBackend({ rateLimits: { signUp: { max: 2, windowSeconds: 60 } } });
  try {
    const emails = [uniqueEmail('burst'), uniqueEmail('burst'), uniqueEmail('burst')];
    const outcomes: number[] = [];
    for (const email of emails) {
      const { consentUrl, state } = await openConsent(backend);
      outcomes.push((await answerConsent(consentUrl, { state, email })).status);
    }
    assert.deepEqual(outcomes, [303, 303, 429]);
    const { consentUrl, state } = await openConsent(backend);
    const returning = await answerConsent(consentUrl, { state, email: emails[0]! });
    assert.equal(returning.status, 303, 'signing in an existing account creates nobody');
  } finally {
    await backend.close();
  }
});

describe('production mode (WATCHWHERE_ENV=production)', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend({ mode: 'production' })));
  after(() => backend.close());

  test('has no inbox and no simulated Google/Apple sign-in', async () => {
    for (const path of [
      '/inbox',
      '/inbox/messages',
      '/auth/v1/authorize?provider=google',
      '/auth/v1/simulated-oauth/consent?state=x',
    ]) {
      assert.equal(
        (await fetch(`${backend.url}${path}`, { redirect: 'manual' })).status,
        404,
        path,
      );
    }
    const post = await fetch(`${backend.url}/auth/v1/simulated-oauth/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'state=x&email=a%40example.com&decision=allow',
    });
    assert.equal(post.status, 404);
    const settings = await fetch(`${backend.url}/auth/v1/settings`, {
      headers: { apikey: backend.anonKey },
    });
    const external = ((await settings.json()) as { external: Record<string, boolean> }).external;
    assert.equal(external.google, false);
    assert.equal(external.apple, false);
  });
});
