import { expect, test } from '../support/fixtures.js';
import { E2E_APP_PORT } from '../support/ports.js';

// What search engines read before any page: robots.txt names the sitemap, the sitemap index names
// the titles files, and each lists title pages from the catalog, at the configured site's address
// (the stack sets none, so the shell's own) whatever the request's Host says.

const SITE = `http://localhost:${E2E_APP_PORT}`;

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

test("robots.txt lets every crawler in and names the sitemap at the site's address", async ({
  request,
}) => {
  const response = await request.get('/robots.txt', { headers: { host: 'evil.example' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\nSitemap: ${SITE}/sitemap.xml\n`);
});

test('the sitemap lists every title of the offline catalog, and a listed page answers', async ({
  request,
}) => {
  const index = await request.get('/sitemap.xml', { headers: { host: 'evil.example' } });
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = locsOf(await index.text());
  expect(files[0]).toBe(`${SITE}/sitemap-titles-1.xml`);
  expect(files.length).toBeGreaterThan(2);

  const titles = new Set<string>();
  for (const file of files) {
    const response = await request.get(new URL(file).pathname);
    expect(response.status(), file).toBe(200);
    for (const loc of locsOf(await response.text())) titles.add(loc);
  }
  // The offline catalog's movies and shows, each once, each as its title page's route.
  expect(titles.size).toBeGreaterThan(4_000);
  expect(titles).toContain(`${SITE}/movie/603`);
  expect(titles).toContain(`${SITE}/movie/tv_1396`);
  for (const loc of titles) expect(loc).toMatch(/^http:\/\/localhost:\d+\/movie\/(tv_)?\d+$/);

  const last = [...titles].at(-1)!;
  const page = await request.get(new URL(last).pathname);
  expect(page.status(), last).toBe(200);
});

test('a sitemap that does not exist answers 404 at once', async ({ request }) => {
  for (const path of [
    '/sitemap-titles-0.xml',
    '/sitemap-titles-99999.xml',
    '/sitemap-titles-abc.xml',
    '/sitemap-titles-.xml',
    '/sitemap-titles-1.xml.gz',
    '/sitemap-titles-%31.xml',
  ]) {
    const started = Date.now();
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(Date.now() - started, path).toBeLessThan(500);
  }
});
