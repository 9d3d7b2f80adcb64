import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allowedRedirect, withFragment, withQuery } from './redirects.js';

const sites = ['http://localhost:3000', 'https://app.example.com/watch'];

test('keeps redirects under an allowed site URL', () => {
  assert.equal(
    allowedRedirect(sites, 'http://localhost:3000/auth/callback'),
    'http://localhost:3000/auth/callback',
  );
  assert.equal(
    allowedRedirect(sites, 'https://app.example.com/watch/x'),
    'https://app.example.com/watch/x',
  );
});

test('falls back to the site URL for foreign, malformed or missing targets', () => {
  for (const bad of [
    'https://evil.example',
    'http://localhost:3001/',
    'javascript:alert(1)',
    'nope',
    '',
    undefined,
  ]) {
    assert.equal(allowedRedirect(sites, bad), 'http://localhost:3000');
  }
  assert.equal(allowedRedirect(sites, 'https://app.example.com/other'), 'http://localhost:3000');
});

test('adds query parameters and fragments', () => {
  assert.equal(withQuery('http://a.test/cb?x=1', { code: 'c' }), 'http://a.test/cb?x=1&code=c');
  assert.equal(
    withFragment('http://a.test/cb', { access_token: 't', type: 'signup' }),
    'http://a.test/cb#access_token=t&type=signup',
  );
});
