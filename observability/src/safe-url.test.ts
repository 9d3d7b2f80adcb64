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
