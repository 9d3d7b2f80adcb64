import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  robotsTxtDocument,
  robotsTxtFor,
  sitemapDocument,
  sitemapXml,
  type SitemapLister,
} from './crawler-files.js';
import type { SitemapListing } from '../render/render-worker-protocol.js';

const SITE_URL = 'https://watch.example';

/** Lists `listings` by sitemap name, and fails for `fails.xml`. */
function rendererListing(listings: Record<string, SitemapListing>): SitemapLister {
  return async (name) => {
    if (name === 'fails.xml') throw new Error('catalog down');
    return listings[name] ?? null;
  };
}

test("robots.txt keeps the build's rules and names the sitemap at the site's address", async () => {
  assert.equal(
    robotsTxtFor('User-agent: *\nAllow: /\n', SITE_URL),
    'User-agent: *\nAllow: /\nSitemap: https://watch.example/sitemap.xml\n',
  );
  const robots = await robotsTxtDocument(async () => 'User-agent: *\n', SITE_URL)();
  assert.equal(robots.status, 200);
  assert.match(robots.type, /^text\/plain/);
  assert.equal(
    (await robotsTxtDocument(async () => null, SITE_URL)()).status,
    404,
    'no live shell',
  );
});

test('the sitemap index names each titles file, numbered from 1', () => {
  assert.equal(
    sitemapXml({ files: 2 }, SITE_URL),
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '<sitemap><loc>https://watch.example/sitemap-titles-1.xml</loc></sitemap>\n' +
      '<sitemap><loc>https://watch.example/sitemap-titles-2.xml</loc></sitemap>\n' +
      '</sitemapindex>\n',
  );
});

test('a titles file lists its pages at the site address, escaped as XML', () => {
  const xml = sitemapXml({ paths: ['/movie/603', '/movie/tv_1396'] }, SITE_URL);
  assert.match(xml, /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  assert.match(xml, /<url><loc>https:\/\/watch.example\/movie\/603<\/loc><\/url>/);
  assert.match(xml, /<url><loc>https:\/\/watch.example\/movie\/tv_1396<\/loc><\/url>/);
  const odd = sitemapXml({ paths: ['/movie/603'] }, 'https://watch.example/a?b=1&c=<"\'>');
  assert.ok(!odd.includes('&c=<'), 'no raw & or < in the XML');
  assert.match(odd, /a\?b=1&amp;c=&lt;&quot;&apos;&gt;\/movie\/603/);
});

test('a sitemap answers 200 with its XML, 404 for a name with no list, 503 when the catalog fails', async () => {
  const document = sitemapDocument(
    rendererListing({ 'sitemap-titles-1.xml': { paths: ['/movie/603'] } }),
    SITE_URL,
  );
  const signal = new AbortController().signal;
  const file = await document('/sitemap-titles-1.xml', signal);
  assert.equal(file.status, 200);
  assert.match(file.type, /^application\/xml/);
  assert.match(file.body, /<loc>https:\/\/watch.example\/movie\/603<\/loc>/);
  assert.match(file.cacheControl, /max-age=\d+/);
  assert.equal((await document('/sitemap-titles-0.xml', signal)).status, 404);
  const failed = await document('/fails.xml', signal);
  assert.equal(failed.status, 503);
  assert.equal(failed.cacheControl, 'no-cache');
});
