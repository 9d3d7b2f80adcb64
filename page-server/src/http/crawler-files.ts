// What the page server tells crawlers: `robots.txt` (the shell build's, naming the sitemap) and
// the sitemaps of title pages, listed by the live release set's shell (from the catalog) and
// written here with the site's address: URLs from SITE_URL, never the request's Host.
import type { SitemapListing } from '../render/render-worker-protocol.js';
import type { ServedDocument } from './static-site.js';

/** A sitemap's lists change with the catalog's popularity, by the day at most. */
const SITEMAP_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const XML_ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITY[char]!);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The build's robots.txt with the sitemap's address added. */
export function robotsTxtFor(builtRobotsTxt: string, siteUrl: string): string {
  return `${builtRobotsTxt.trimEnd()}\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The sitemap index (naming each titles file) or a titles file (its pages' URLs), as XML. */
export function sitemapXml(listing: SitemapListing, siteUrl: string): string {
  const loc = (path: string) => `<loc>${escapeXml(`${siteUrl}${path}`)}</loc>`;
  if ('files' in listing) {
    const files = Array.from({ length: listing.files }, (_, index) => index + 1);
    const entries = files.map((file) => `<sitemap>${loc(`/sitemap-titles-${file}.xml`)}</sitemap>`);
    return `${XML_DECLARATION}<sitemapindex ${SITEMAP_NAMESPACE}>\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  const entries = listing.paths.map((path) => `<url>${loc(path)}</url>`);
  return `${XML_DECLARATION}<urlset ${SITEMAP_NAMESPACE}>\n${entries.join('\n')}\n</urlset>\n`;
}

const notFound: ServedDocument = {
  status: 404,
  type: 'text/plain; charset=utf-8',
  body: 'Not Found\n',
  cacheControl: 'no-cache',
};

/** What a sitemap name lists (null: no such sitemap); fails when the catalog does. */
export type SitemapLister = (name: string, signal: AbortSignal) => Promise<SitemapListing | null>;

/** A sitemap, by its path (`/sitemap.xml`, `/sitemap-titles-3.xml`); a catalog failure is a 503. */
export function sitemapDocument(listSitemap: SitemapLister, siteUrl: string) {
  return async (pathname: string, signal: AbortSignal): Promise<ServedDocument> => {
    const listing = await listSitemap(pathname.slice(1), signal).catch(() => undefined);
    if (listing === null) return notFound;
    if (listing === undefined) {
      // Crawlers come back for a sitemap that failed; a partial one would drop pages from them.
      return { ...notFound, status: 503, body: 'The catalog is unavailable\n' };
    }
    return {
      status: 200,
      type: XML,
      body: sitemapXml(listing, siteUrl),
      cacheControl: SITEMAP_CACHE,
    };
  };
}

/** `robots.txt`: the live shell build's rules (none: not found) and the sitemap's address. */
export function robotsTxtDocument(builtRobotsTxt: () => Promise<string | null>, siteUrl: string) {
  return async (): Promise<ServedDocument> => {
    const rules = await builtRobotsTxt();
    if (rules === null) return notFound;
    return {
      status: 200,
      type: 'text/plain; charset=utf-8',
      body: robotsTxtFor(rules, siteUrl),
      cacheControl: 'no-cache',
    };
  };
}
