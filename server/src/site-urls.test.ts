import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteUrlsFromEnv } from './index.js';

test('the site URL is SITE_URL, else the default the caller gives, then ADDITIONAL_REDIRECT_URLS', () => {
  assert.deepEqual(siteUrlsFromEnv('http://localhost:3400', {}), ['http://localhost:3400']);
  assert.deepEqual(
    siteUrlsFromEnv('http://localhost:3400', {
      ADDITIONAL_REDIRECT_URLS: ' http://localhost:3500 ,,http://127.0.0.1:3400',
    }),
    ['http://localhost:3400', 'http://localhost:3500', 'http://127.0.0.1:3400'],
  );
  assert.deepEqual(
    siteUrlsFromEnv('http://localhost:3400', { SITE_URL: 'https://watch.example' }),
    ['https://watch.example'],
  );
  assert.deepEqual(siteUrlsFromEnv(undefined, {}), ['http://localhost:3000']);
});
