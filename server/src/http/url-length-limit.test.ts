/** Over real sockets: Node's own 16 KB header limit must not be what answers an 8–16 KB URL. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningBackend } from '../index.js';
import { startTestBackend } from '../test-support.js';
import { MAX_URL_BYTES } from './url-length-limit.js';

let backend: RunningBackend;

before(async () => {
  backend = await startTestBackend();
});
after(() => backend.close());

/** A path padded with a junk parameter to exactly `bytes` bytes of URL. */
function urlOfLength(path: string, bytes: number): string {
  const separator = path.includes('?') ? '&' : '?';
  const prefix = `${path}${separator}x=`;
  return `${prefix}${'j'.repeat(bytes - prefix.length)}`;
}

const get = (url: string) =>
  fetch(`${backend.url}${url}`, { headers: { apikey: backend.anonKey } });

test('every route answers 414 with a JSON body to a URL over 8 KB (and up to 16 KB)', async () => {
  const paths = [
    '/catalog/ranks/movie/603',
    '/catalog/3/search/multi?query=alien',
    '/auth/v1/settings',
    '/rest/v1/profiles?select=id',
    '/no/such/route',
  ];
  for (const path of paths) {
    for (const bytes of [MAX_URL_BYTES + 1, 12 * 1024, 15 * 1024]) {
      const response = await get(urlOfLength(path, bytes));
      assert.equal(response.status, 414, `${path} at ${bytes} bytes`);
      const body = (await response.json()) as { code: string; message: string };
      assert.equal(body.code, 'url_too_long');
      assert.match(body.message, new RegExp(`${bytes} bytes.*at most ${MAX_URL_BYTES}`));
    }
  }
});

test('a URL of exactly 8 KB is still served', async () => {
  const catalog = await get(urlOfLength('/catalog/ranks/movie/603', MAX_URL_BYTES));
  assert.equal(catalog.status, 200);
  const auth = await get(urlOfLength('/auth/v1/settings', MAX_URL_BYTES));
  assert.equal(auth.status, 200);
});

test('a 200-character search in any script, percent-encoded, stays well under the limit', async () => {
  const queries = { cjk: '映画'.repeat(100), emoji: '🎬'.repeat(200), accents: 'éà'.repeat(100) };
  for (const [script, text] of Object.entries(queries)) {
    const url = `/catalog/3/search/multi?query=${encodeURIComponent(text)}&include_adult=false`;
    assert.ok(url.length < MAX_URL_BYTES / 2, `${script}: ${url.length} bytes`);
    const response = await get(url);
    assert.equal(response.status, 200, `${script}: ${await response.clone().text()}`);
    assert.equal(((await response.json()) as { page: number }).page, 1);
  }
  // Longer is cut to its first 200 characters rather than refused: "alien " 50 times still finds Alien.
  const tooLong = await get(
    `/catalog/3/search/multi?query=${encodeURIComponent('alien '.repeat(50))}`,
  );
  assert.equal(tooLong.status, 200);
  const { results } = (await tooLong.json()) as { results: { title?: string }[] };
  assert.ok(results.some((item) => item.title === 'Alien'));
});
