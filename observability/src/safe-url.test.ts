import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safeUrl, withoutSecrets } from './safe-url.js';

test('a logged URL keeps its path and its query names, never their values', () => {
  assert.equal(safeUrl('/movie/603-the-matrix'), '/movie/603-the-matrix');
  assert.equal(
    safeUrl('/auth/v1/verify?token=abc&type=signup&redirect_to=https://x'),
    '/auth/v1/verify?token&type&redirect_to',
  );
  assert.equal(safeUrl('/rest/v1/profiles?email=eq.ana@example.com'), '/rest/v1/profiles?email');
  assert.equal(safeUrl('/inbox/ana@example.com/messages'), '/inbox/[email]/messages');
  assert.equal(safeUrl('/user/ana%40example.com/x'), '/user/[email]/x');
  assert.equal(safeUrl('/search?q=a&q=b'), '/search?q');
});

test('emails and JSON Web Tokens are masked anywhere in a line', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
  assert.equal(
    withoutSecrets(`{"msg":"duplicate key (email)=(ana.b@mail.example.org)","t":"${jwt}"}`),
    '{"msg":"duplicate key (email)=([email])","t":"[token]"}',
  );
});

test('an address in any script or spelling is masked, in a line or a path', () => {
  for (const address of [
    'josé@example.com',
    'user@bücher.de',
    "o'brien@example.com",
    'x!y@example.com',
    '山田@例え.jp',
  ]) {
    assert.equal(withoutSecrets(`{"to":"${address}"}`), '{"to":"[email]"}', address);
  }
  assert.equal(
    safeUrl('/catalog/3/movie/603/gina%40example%2ecom'),
    '/catalog/3/movie/603/[email]',
  );
  assert.equal(safeUrl('/inbox/ana%2540example.com'), '/inbox/[email]');
  assert.equal(
    withoutSecrets('at file:///app/node_modules/tsx@4.20.6/x.js'),
    'at file:///app/node_modules/tsx@4.20.6/x.js',
  );
});

test('opaque tokens are masked in paths and query names; ids, slugs and UUIDs are not', () => {
  assert.equal(safeUrl('/rest/v1/profiles?3Fjwlyeqc1eSXryjT1EoBg'), '/rest/v1/profiles?[token]');
  assert.equal(safeUrl('/auth/v1/verify/WAt1w6mYq2LpZx9KcR4dT'), '/auth/v1/verify/[token]');
  assert.equal(safeUrl('/x?sk_live_51HcQ2eKx9Pq7Rz3Lm8Vb'), '/x?[token]');
  assert.equal(safeUrl(`/x/${'ab12'.repeat(10)}`), '/x/[token]');
  for (const kept of [
    '/movie/603-the-lord-of-the-rings-2003',
    '/notifications/0b5c3f0e-7a1d-4d2b-9c5e-1f2a3b4c5d6e',
    '/releases/shell/20261202-062510251-e1316d7',
    '/Discover/ChunkLoadError',
  ]) {
    assert.equal(safeUrl(kept), kept);
  }
});
