// The catalog calls a route's first screen makes, and its largest image, as preload hints: they
// start with the HTML, in parallel with the app's code, instead of once the page has rendered.
// Only calls that depend on nothing but the URL are named (no region, no account), and only for a
// plain visit (no `?q=` or filters, which change the calls): a hint the page then does not use
// would cost a request. Web-standard APIs only, for edge functions too.
import type { LinkTag, PageRequest } from './shell-html.js';
import { imageUrl, titleKeyOfPath, type PreviewTitle, type TitleKey } from './share-preview.js';

/**
 * As shared-core requests them (its `TITLE_DETAILS_APPENDS` and backdrop size): this server code
 * cannot import the app's CommonJS sources, and a test holds the two equal.
 */
export const TITLE_DETAILS_APPENDS = {
  movie: 'credits,videos,images,keywords,release_dates',
  tv: 'credits,videos,images,keywords,content_ratings',
};
export const BACKDROP_SIZE = 'original';

const POPULAR = ['/3/configuration', '/3/movie/popular?page=1', '/3/tv/popular?page=1'];

/**
 * Home and Discover as the router matches them: in any case, with trailing slashes. Anchored at
 * the start, so linear: `/\/+$/` takes quadratic time on thousands of slashes before another
 * character. The shell starts these pages' queries early when their calls are preloaded: a test
 * holds this matcher to shared-core's `firstScreenRouteOf`.
 */
const LIST_ROUTE = /^\/(discover)?\/*$/i;

/** Home (`/`, `//`) or Discover as the router matches them, or null for any other page. */
export function listPageOf(pathname: string): 'home' | 'discover' | null {
  const list = LIST_ROUTE.exec(pathname);
  if (!list) return null;
  return list[1] ? 'discover' : 'home';
}

/** Catalog paths by route: home's popular row, Discover's lists and services, a title's details. */
function catalogPathsFor(pathname: string, title: TitleKey | null): string[] {
  if (title) {
    const details = `/3/${title.mediaType}/${title.id}`;
    const appends = new URLSearchParams({
      append_to_response: TITLE_DETAILS_APPENDS[title.mediaType],
    });
    return ['/3/configuration', `${details}?${appends}`, `${details}/watch/providers`];
  }
  const listPage = listPageOf(pathname);
  if (!listPage) return [];
  return listPage === 'discover'
    ? [...POPULAR, '/3/watch/providers/movie', '/3/trending/all/week']
    : POPULAR;
}

/** A title page's backdrop, as the page requests it (the configuration's base, the backdrop size). */
export const backdropOf = (preview: PreviewTitle | null) =>
  preview
    ? imageUrl(preview.imageBaseUrl, BACKDROP_SIZE, preview.details.backdrop_path)
    : undefined;

/**
 * Hints for a page's first screen: its catalog calls (CORS fetches, as RTK Query makes them) and,
 * on a title page, the backdrop the page shows as its largest image. A title page gets them only
 * when the catalog knows the title (`preview`): the shell starts a page's queries early when its
 * HTML preloads them, and an unknown title's 404, asked for early, would be asked again when the
 * page subscribes (RTK Query retries an errored query for a new subscriber).
 */
export function firstScreenPreloads(
  page: PageRequest,
  catalogUrl: string,
  preview: PreviewTitle | null,
): LinkTag[] {
  const title = titleKeyOfPath(page.pathname);
  if (page.search || (title && !preview)) return [];
  const base = catalogUrl.replace(/\/+$/, '');
  const calls = catalogPathsFor(page.pathname, title).map((path): LinkTag => ({
    rel: 'preload',
    href: `${base}${path}`,
    as: 'fetch',
    crossorigin: 'anonymous',
  }));
  const backdrop = backdropOf(preview);
  return backdrop
    ? [...calls, { rel: 'preload', href: backdrop, as: 'image', fetchpriority: 'high' }]
    : calls;
}
