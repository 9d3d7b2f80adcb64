import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { RunningBackend } from '../../index.js';
import {
  clientFor,
  signedInClient,
  startTestBackend,
  testPassword,
  uniqueEmail,
} from '../../test-support.js';

describe('auth with email confirmation off', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend({ emailConfirmation: false })));
  after(() => backend.close());

  test('sign-up returns a session, the profile trigger ran, sign-in works', async () => {
    const { client, user, email, session } = await signedInClient(backend, 'signup');
    assert.equal(user.email, email);
    assert.ok(user.email_confirmed_at);
    assert.equal(user.identities?.[0]?.provider, 'email');
    assert.equal(session.token_type, 'bearer');
    const profile = await client
      .from('profiles')
      .select('full_name, is_premium')
      .eq('id', user.id)
      .single();
    assert.deepEqual(profile.data, { full_name: 'signup tester', is_premium: false });

    const again = clientFor(backend);
    const signIn = await again.auth.signInWithPassword({ email, password: testPassword });
    assert.equal(signIn.error, null);
    assert.equal(signIn.data.user?.id, user.id);
  });

  test('duplicate email → 422 user_already_exists; weak password → weak_password', async () => {
    const { email } = await signedInClient(backend, 'dup');
    const dup = await clientFor(backend).auth.signUp({ email, password: testPassword });
    assert.equal(dup.error?.code, 'user_already_exists');
    assert.equal(dup.error?.status, 422);
    const weak = await clientFor(backend).auth.signUp({
      email: uniqueEmail('weak'),
      password: '123',
    });
    assert.equal(weak.error?.code, 'weak_password');
    assert.equal(weak.error?.message, 'Password should be at least 6 characters.');
    const badEmail = await clientFor(backend).auth.signUp({
      email: 'not-an-email',
      password: testPassword,
    });
    assert.equal(badEmail.error?.code, 'validation_failed');
  });

  test('wrong password and unknown email give the same invalid_credentials', async () => {
    const { email } = await signedInClient(backend, 'wrongpw');
    for (const attempt of [
      { email, password: 'nope-nope' },
      { email: uniqueEmail('ghost'), password: testPassword },
    ]) {
      const { error } = await clientFor(backend).auth.signInWithPassword(attempt);
      assert.equal(error?.code, 'invalid_credentials');
      assert.equal(error?.message, 'Invalid login credentials');
    }
  });

  test('refresh rotates the token; replaying the old one is rejected and revokes the session', async () => {
    const { client, session } = await signedInClient(backend, 'refresh');
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    assert.equal(refreshed.error, null);
    const rotated = refreshed.data.session!.refresh_token;
    assert.notEqual(rotated, session.refresh_token);

    const replay = await clientFor(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    assert.equal(replay.error?.code, 'refresh_token_already_used');
    const afterTheft = await clientFor(backend).auth.refreshSession({ refresh_token: rotated });
    assert.equal(
      afterTheft.error?.code,
      'refresh_token_not_found',
      'the whole session was revoked',
    );
    const unknown = await clientFor(backend).auth.refreshSession({ refresh_token: 'made-up' });
    assert.equal(unknown.error?.code, 'refresh_token_not_found');
  });

  test('sign-out scopes: local ends this session, others the rest, global all', async () => {
    const { email } = await signedInClient(backend, 'scopes');
    const signIn = async () => {
      const client = clientFor(backend);
      const { error } = await client.auth.signInWithPassword({ email, password: testPassword });
      assert.equal(error, null);
      return client;
    };
    const isValid = async (client: ReturnType<typeof clientFor>) => {
      const token = (await client.auth.getSession()).data.session?.access_token;
      const { error } = await clientFor(backend).auth.getUser(token);
      return error === null;
    };
    const [a, b, c] = [await signIn(), await signIn(), await signIn()];
    const aToken = (await a.auth.getSession()).data.session!.access_token;
    assert.equal((await a.auth.signOut({ scope: 'local' })).error, null);
    const again = await fetch(`${backend.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${aToken}` },
    });
    assert.equal(again.status, 204, 'signing out of an ended session is already done');
    // GoTrue answers 403 session_not_found, which supabase-js surfaces as a missing session.
    const stale = await clientFor(backend).auth.getUser(aToken);
    assert.equal(stale.error?.name, 'AuthSessionMissingError');
    assert.equal(await isValid(b), true);

    assert.equal((await b.auth.signOut({ scope: 'others' })).error, null);
    assert.equal(await isValid(b), true);
    assert.equal(await isValid(c), false);

    const d = await signIn();
    assert.equal((await b.auth.signOut({ scope: 'global' })).error, null);
    assert.equal(await isValid(d), false);
  });

  test('updateUser changes metadata and password', async () => {
    const { client, email } = await signedInClient(backend, 'update');
    const { data, error } = await client.auth.updateUser({
      data: { full_name: 'Renamed' },
      password: 'another-pass-1',
    });
    assert.equal(error, null);
    assert.equal(data.user?.user_metadata.full_name, 'Renamed');
    const old = await clientFor(backend).auth.signInWithPassword({ email, password: testPassword });
    assert.equal(old.error?.code, 'invalid_credentials');
    const fresh = await clientFor(backend).auth.signInWithPassword({
      email,
      password: 'another-pass-1',
    });
    assert.equal(fresh.error, null);
  });

  test('getUser without or with a garbage token fails with GoTrue codes', async () => {
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey },
    });
    assert.equal(response.status, 401);
    assert.equal(((await response.json()) as { code: string }).code, 'no_authorization');
    const { error } = await clientFor(backend).auth.getUser('not.a.jwt');
    assert.equal(error?.status, 403);
    assert.equal(error?.code, 'bad_jwt');
  });

  test('sign-in is rate limited with a 429 GoTrue error', async () => {
    const limited = await startTestBackend({
      rateLimits: { signIn: { max: 2, windowSeconds: 60 } },
    });
    try {
      const email = uniqueEmail('limited');
      const attempts = [];
      for (let i = 0; i < 3; i++)
        attempts.push(
          await clientFor(limited).auth.signInWithPassword({ email, password: 'x-wrong-1' }),
        );
      assert.deepEqual(
        attempts.map((a) => a.error?.status),
        [400, 400, 429],
      );
      assert.equal(attempts[2]?.error?.code, 'over_request_rate_limit');
    } finally {
      await limited.close();
    }
  });
});

describe('auth with email confirmation on', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend({ emailConfirmation: true })));
  after(() => backend.close());

  const inbox = async (email: string) => {
    const response = await fetch(
      `${backend.url}/inbox/messages?email=${encodeURIComponent(email)}`,
    );
    return ((await response.json()) as { messages: { kind: string; link: string }[] }).messages;
  };

  test('sign-up returns no session; sign-in is refused until the mailed link is opened', async () => {
    const email = uniqueEmail('confirm');
    const client = clientFor(backend);
    const signUp = await client.auth.signUp({
      email,
      password: testPassword,
      options: { emailRedirectTo: 'http://localhost:3000/auth' },
    });
    assert.equal(signUp.error, null);
    assert.equal(signUp.data.session, null);
    assert.equal(signUp.data.user?.email_confirmed_at, undefined);
    const early = await clientFor(backend).auth.signInWithPassword({
      email,
      password: testPassword,
    });
    assert.equal(early.error?.code, 'email_not_confirmed');

    const [mail] = await inbox(email);
    assert.equal(mail?.kind, 'signup');
    const confirm = await fetch(mail!.link, { redirect: 'manual' });
    assert.equal(confirm.status, 303);
    const target = new URL(confirm.headers.get('location')!);
    assert.equal(target.origin + target.pathname, 'http://localhost:3000/auth');
    const fragment = new URLSearchParams(target.hash.slice(1));
    assert.equal(fragment.get('type'), 'signup');
    assert.ok(fragment.get('access_token'));

    const reused = await fetch(mail!.link, { redirect: 'manual' });
    assert.match(reused.headers.get('location')!, /error_code=otp_expired/);
    const signIn = await clientFor(backend).auth.signInWithPassword({
      email,
      password: testPassword,
    });
    assert.equal(signIn.error, null);
  });

  test('signing up again with a confirmed email reveals nothing (fake user, no identities)', async () => {
    const email = uniqueEmail('again');
    await clientFor(backend).auth.signUp({ email, password: testPassword });
    const [mail] = await inbox(email);
    await fetch(mail!.link, { redirect: 'manual' });
    const again = await clientFor(backend).auth.signUp({ email, password: testPassword });
    assert.equal(again.error, null);
    assert.deepEqual(again.data.user?.identities, []);
  });

  test('recover mails a link that signs the user in (and says nothing about unknown emails)', async () => {
    const email = uniqueEmail('recover');
    await clientFor(backend).auth.signUp({ email, password: testPassword });
    const unknown = await clientFor(backend).auth.resetPasswordForEmail(uniqueEmail('nobody'));
    assert.equal(unknown.error, null);
    const { error } = await clientFor(backend).auth.resetPasswordForEmail(email, {
      redirectTo: 'http://evil.example/steal',
    });
    assert.equal(error, null);
    const recovery = (await inbox(email)).find((m) => m.kind === 'recovery');
    const opened = await fetch(recovery!.link, { redirect: 'manual' });
    const target = new URL(opened.headers.get('location')!);
    assert.equal(
      target.origin,
      'http://localhost:3000',
      'foreign redirect falls back to the site URL',
    );
    assert.equal(new URLSearchParams(target.hash.slice(1)).get('type'), 'recovery');
  });

  test('PKCE sign-up: the confirmation link returns ?code= that exchanges for a session', async () => {
    const email = uniqueEmail('pkce-signup');
    const client = createClient(backend.url, backend.anonKey, {
      realtime: { transport: WebSocket as never },
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: 'pkce',
      },
    });
    const signUp = await client.auth.signUp({
      email,
      password: testPassword,
      options: { emailRedirectTo: 'http://localhost:3000/' },
    });
    assert.equal(signUp.data.session, null);
    const [mail] = await inbox(email);
    const opened = await fetch(mail!.link, { redirect: 'manual' });
    const code = new URL(opened.headers.get('location')!).searchParams.get('code');
    assert.ok(code);
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
  });

  test('the inbox page lists mail with working links', async () => {
    const email = uniqueEmail('page');
    await clientFor(backend).auth.signUp({ email, password: testPassword });
    const html = await (
      await fetch(`${backend.url}/inbox?email=${encodeURIComponent(email)}`)
    ).text();
    assert.match(html, /Confirm your email/);
    assert.match(html, /<link rel="icon" href="data:image\/svg\+xml,/);
    assert.match(
      html,
      new RegExp(`href="${backend.url.replace(/[.]/g, '\\.')}/auth/v1/verify\\?token=`),
    );
  });
});
