// The head of a page's HTML from what its server render said of the page (its title and link
// preview: `usePageTitle` in shared-core), with URLs from the site's configured address, never the
// request's. Free of Node APIs, like the HTML renderer.
import { PSEUDO_LOCALE } from '../../../supabase/functions/_shared/app-locales.ts';
import type { PageRender } from '../render/render-worker-protocol.js';
import type { LinkTag, MetaTag, ShellHead } from './shell-html.js';

export const SITE_NAME = 'WatchWhere';
/** The site's description when a render says none (it failed): the shell's words in English. */
export const SITE_DESCRIPTION =
  'Find where to watch any movie or TV show, per country and per streaming service.';

/** The site's URL without a trailing slash: `https://watch.example`. */
const siteRoot = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The head of a page with nothing to say of itself: the site's name and description. */
export function genericHead(siteUrl: string, description = SITE_DESCRIPTION): ShellHead {
  return {
    title: SITE_NAME,
    description,
    meta: [
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: SITE_NAME },
      { property: 'og:description', content: description },
      { property: 'og:url', content: `${siteRoot(siteUrl)}/` },
      { name: 'twitter:card', content: 'summary' },
    ],
  };
}

/**
 * The same page in every language (`hreflang`), and `x-default` for a visitor whose language is
 * none of them: the English page, which sends a browser preferring another language to it.
 */
function alternateLinks(siteUrl: string, alternates: Record<string, string> = {}): LinkTag[] {
  const links = Object.entries(alternates).map(([hreflang, path]) => ({
    rel: 'alternate',
    hreflang,
    href: `${siteRoot(siteUrl)}${path}`,
  }));
  const english = alternates.en;
  return english === undefined
    ? links
    : [
        ...links,
        { rel: 'alternate', hreflang: 'x-default', href: `${siteRoot(siteUrl)}${english}` },
      ];
}

/**
 * A rendered page's head: its document title, description, canonical URL (the path, without its
 * query), Open Graph and Twitter tags and JSON-LD. A page that answers "not found" names no
 * canonical URL.
 */
export function renderedPageHead(
  siteUrl: string,
  pathname: string,
  { documentTitle, page, language }: Pick<PageRender, 'documentTitle' | 'page' | 'language'>,
): ShellHead {
  const lang = language?.locale;
  const siteDescription = language?.description ?? SITE_DESCRIPTION;
  if (!page.title) return { ...genericHead(siteUrl, siteDescription), title: documentTitle, lang };
  const { head } = page;
  const url = `${siteRoot(siteUrl)}${pathname.replace(/(.)\/+$/, '$1')}`;
  const description = head.description ?? siteDescription;
  const previewTitle = head.previewTitle ?? page.title;
  const meta: MetaTag[] = [
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:title', content: previewTitle },
    { property: 'og:description', content: description },
    ...(head.notFound ? [] : [{ property: 'og:url', content: url }]),
    ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: previewTitle },
    { name: 'twitter:description', content: description },
    ...(head.image ? [{ name: 'twitter:image', content: head.image }] : []),
    // The test pseudo-locale is never a page to find, wherever it is allowed.
    ...(lang === PSEUDO_LOCALE ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
  return {
    lang,
    title: documentTitle,
    description,
    meta,
    links: head.notFound
      ? []
      : [{ rel: 'canonical', href: url }, ...alternateLinks(siteUrl, language?.alternates)],
    jsonLd: head.jsonLd ? [{ ...head.jsonLd, url }] : [],
  };
}
