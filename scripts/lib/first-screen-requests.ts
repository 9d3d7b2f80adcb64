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

/** Catalog paths by route: home's popular row, Discover's lists and services, a title's details. */
function catalogPathsFor(pathname: string, title: TitleKey | null): string[] {
  if (title) {
    const details = `/3/${title.mediaType}/${title.id}`;
    const appends = new URLSearchParams({
      append_to_response: TITLE_DETAILS_APPENDS[title.mediaType],
    });
    return ['/3/configuration', `${details}?${appends}`, `${details}/watch/providers`];
  }
  // As the router matches them: in any case, with or without a trailing slash.
  const route = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (route === '/') return POPULAR;
  if (route === '/discover')
    return [...POPULAR, '/3/watch/providers/movie', '/3/trending/all/week'];
  return [];
}

/** A title page's backdrop, as the page requests it (the configuration's base, the backdrop size). */
const backdropOf = (preview: PreviewTitle | null) =>
  preview
    ? imageUrl(preview.imageBaseUrl, BACKDROP_SIZE, preview.details.backdrop_path)
    : undefined;

/**
 * Hints for a page's first screen: its catalog calls (CORS fetches, as RTK Query makes them) and,
 * on a title page the catalog knows, the backdrop the page shows as its largest image.
 */
export function firstScreenPreloads(
  page: PageRequest,
  catalogUrl: string,
  preview: PreviewTitle | null,
): LinkTag[] {
  if (page.search) return [];
  const base = catalogUrl.replace(/\/+$/, '');
  const calls = catalogPathsFor(page.pathname, titleKeyOfPath(page.pathname)).map(
    (path): LinkTag => ({
      rel: 'preload',
      href: `${base}${path}`,
      as: 'fetch',
      crossorigin: 'anonymous',
    }),
  );
  const backdrop = backdropOf(preview);
  return backdrop
    ? [...calls, { rel: 'preload', href: backdrop, as: 'image', fetchpriority: 'high' }]
    : calls;
}
