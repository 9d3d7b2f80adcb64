import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { RunningBackend } from '../../index.js';
import { startTestBackend, uniqueEmail } from '../../test-support.js';

const appUrl = 'http://localhost:3000/auth/callback';

/** Follows the browser's path: /authorize → consent page → "Continue as …" → back to the app. */
async function consent(authorizeUrl: string, email: string, decision = 'allow'): Promise<URL> {
  const toConsent = await fetch(authorizeUrl, { redirect: 'manual' });
  assert.equal(toConsent.status, 302);
  const consentUrl = new URL(toConsent.headers.get('location')!, authorizeUrl);
  const page = await (await fetch(consentUrl)).text();
  assert.match(page, /Simulated provider/);
  assert.match(page, /Nothing leaves this machine/);
  assert.match(
    page,
    /<button type="submit" name="decision" value="allow" id="continue">Continue as /,
  );
  const state = /name="state" value="([^"]+)"/.exec(page)![1]!;
  const answer = await fetch(new URL('consent', consentUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, email, full_name: 'Oauth Person', decision }),
  });
  assert.equal(answer.status, 303);
  return new URL(answer.headers.get('location')!);
}

describe('OAuth through the simulated consent page', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend()));
  after(() => backend.close());

  const client = (flowType: 'pkce' | 'implicit') =>
    createClient(backend.url, backend.anonKey, {
      realtime: { transport: WebSocket as never },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    });

  test('PKCE: google sign-in returns ?code= that exchanges for a session', async () => {
    const supabase = client('pkce');
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: appUrl, skipBrowserRedirect: true },
    });
    assert.equal(error, null);
    const email = uniqueEmail('pkce');
    const back = await consent(data.url!, email);
    assert.equal(back.origin + back.pathname, appUrl);
    const code = back.searchParams.get('code');
    assert.ok(code);
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    assert.equal(exchanged.error, null);
    assert.equal(exchanged.data.user?.email, email);
    assert.equal(exchanged.data.user?.app_metadata.provider, 'google');
    const profile = await supabase.from('profiles').select('full_name').single();
    assert.equal(profile.data?.full_name, 'Oauth Person');

    const replay = await client('pkce').auth.exchangeCodeForSession(code);
    assert.notEqual(replay.error, null, 'a code works once');
  });

  test('implicit: apple sign-in returns tokens in the fragment', async () => {
    const supabase = client('implicit');
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'apple',
      options: { redirectTo: appUrl, skipBrowserRedirect: true },
    });
    const email = uniqueEmail('implicit');
    const back = await consent(data.url!, email);
    const fragment = new URLSearchParams(back.hash.slice(1));
    assert.equal(fragment.get('token_type'), 'bearer');
    assert.ok(fragment.get('provider_token'));
    const session = await supabase.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    assert.equal(session.error, null);
    assert.equal(session.data.user?.email, email);
  });

  test('cancel returns an error fragment; unknown providers are refused', async () => {
    const { data } = await client('implicit').auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: appUrl, skipBrowserRedirect: true },
    });
    const back = await consent(data.url!, uniqueEmail('deny'), 'deny');
    assert.equal(new URLSearchParams(back.hash.slice(1)).get('error'), 'access_denied');
    const github = await fetch(`${backend.url}/auth/v1/authorize?provider=github`, {
      redirect: 'manual',
    });
    assert.equal(github.status, 400);
  });
});
