// What a shared link shows before any script runs: the head of the shell's HTML for a path (title,
// description, canonical URL, Open Graph and Twitter card tags, schema.org JSON-LD). Free of Node
// APIs, like the renderer, so an edge function can run it too.
import type { MetaTag, ShellHead } from './shell-html.js';

export const SITE_NAME = 'WatchWhere';
export const SITE_DESCRIPTION =
  'Find where to watch any movie or TV show, per country and per streaming service.';

/** A title as the `/movie/:id` route names it: `603` (a movie) or `tv_1396` (a series). */
export interface TitleKey {
  mediaType: 'movie' | 'tv';
  /** Digits only, as in the path. */
  id: string;
}

/** The title a path shows (`/movie/603`, `/movie/tv_1396`), or null for any other path or id. */
export function titleKeyOfPath(pathname: string): TitleKey | null {
  // The router matches `/movie` in any case (the id as written).
  const match = /^\/movie\/(tv_)?([1-9]\d{0,15})\/?$/.exec(
    pathname.replace(/^\/movie\//i, '/movie/'),
  );
  // An id past 2^53 cannot be a catalog id (the app would round it and ask for another).
  if (!match || !Number.isSafeInteger(Number(match[2]))) return null;
  return { mediaType: match[1] ? 'tv' : 'movie', id: match[2]! };
}

export const routeIdOf = (key: TitleKey) => (key.mediaType === 'tv' ? `tv_${key.id}` : key.id);

/** The parts of the catalog's `/3/{movie|tv}/{id}` (with `credits` appended) a preview reads. */
export interface CatalogTitleDetails {
  title?: unknown;
  name?: unknown;
  release_date?: unknown;
  first_air_date?: unknown;
  overview?: unknown;
  poster_path?: unknown;
  backdrop_path?: unknown;
  genres?: unknown;
  credits?: unknown;
  /** The offline catalog's mark: its overviews are synthesised, so a preview does not quote them. */
  x_sample?: unknown;
}

export interface PreviewTitle {
  key: TitleKey;
  details: CatalogTitleDetails;
  /** The catalog's image base (`/3/configuration`'s `images.secure_base_url`), when known. */
  imageBaseUrl?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** At most `max` characters, cut at a word with an ellipsis. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * An image's absolute URL from the catalog's base, a TMDB size and a relative path (`/abc.jpg`),
 * joined as the app joins them (one slash after the base).
 */
export function imageUrl(
  base: string | undefined,
  size: string,
  file: unknown,
): string | undefined {
  if (!base || typeof file !== 'string' || !/^\/[\w.-]+$/.test(file)) return undefined;
  const joined = `${base.endsWith('/') ? base : `${base}/`}${size}${file}`;
  const url = URL.canParse(joined) ? new URL(joined) : undefined;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : undefined;
}

const namesOf = (list: unknown, keep: (item: Record<string, unknown>) => boolean = () => true) =>
  Array.isArray(list)
    ? list
        .filter((item): item is Record<string, unknown> => typeof item === 'object' && !!item)
        .filter(keep)
        .map((item) => text(item.name))
        .filter(Boolean)
    : [];

/** The most genres and directors a preview names, and the longest text it keeps of a field. */
const MAX_NAMES = 10;
const MAX_NAME_LENGTH = 200;
const MAX_TEXT_LENGTH = 2000;

const keptText = (value: unknown) =>
  typeof value === 'string' ? value.slice(0, MAX_TEXT_LENGTH) : undefined;

const keptNames = (list: unknown, keep?: (item: Record<string, unknown>) => boolean) =>
  namesOf(list, keep)
    .slice(0, MAX_NAMES)
    .map((name) => ({ name: name.slice(0, MAX_NAME_LENGTH) }));

/**
 * What a preview reads of a catalog title's details, with its texts clipped and its lists cut:
 * what the page server keeps of an answer, so a cached title costs a few KB whatever the catalog
 * sent.
 */
export function previewDetailsOf(body: Record<string, unknown>): CatalogTitleDetails {
  const crew =
    typeof body.credits === 'object' && body.credits
      ? (body.credits as { crew?: unknown }).crew
      : undefined;
  const directors = keptNames(crew, (member) => member.job === 'Director');
  return {
    title: keptText(body.title),
    name: keptText(body.name),
    release_date: keptText(body.release_date),
    first_air_date: keptText(body.first_air_date),
    overview: keptText(body.overview),
    poster_path: keptText(body.poster_path),
    backdrop_path: keptText(body.backdrop_path),
    genres: keptNames(body.genres),
    credits: { crew: directors.map((director) => ({ ...director, job: 'Director' })) },
    x_sample: body.x_sample === true,
  };
}

/** The site's URL without a trailing slash: `https://watch.example`. */
const siteRoot = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The head every page without a preview of its own gets; `/` also names its canonical URL. */
export function genericHead(siteUrl: string, pathname: string): ShellHead {
  const home = `${siteRoot(siteUrl)}/`;
  return {
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    meta: [
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: SITE_NAME },
      { property: 'og:description', content: SITE_DESCRIPTION },
      { property: 'og:url', content: home },
      { name: 'twitter:card', content: 'summary' },
    ],
    links: pathname === '/' ? [{ rel: 'canonical', href: home }] : [],
  };
}

/** A title page's head, or null when the catalog's answer has no name to show. */
export function titleHead(siteUrl: string, preview: PreviewTitle): ShellHead | null {
  const { key, details } = preview;
  const name = text(key.mediaType === 'tv' ? details.name : details.title);
  if (!name) return null;
  const date = text(key.mediaType === 'tv' ? details.first_air_date : details.release_date);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  const label = day ? `${name} (${day.slice(0, 4)})` : name;
  const overview = details.x_sample === true ? '' : text(details.overview);
  const description = clip(
    `Where to watch ${label}: streaming, rental and purchase options by country.${overview ? ` ${overview}` : ''}`,
    300,
  );
  const url = `${siteRoot(siteUrl)}/movie/${routeIdOf(key)}`;
  const backdrop = imageUrl(preview.imageBaseUrl, 'w1280', details.backdrop_path);
  const poster = imageUrl(preview.imageBaseUrl, 'w500', details.poster_path);
  const image = backdrop ?? poster;
  const genres = namesOf(details.genres);
  const directors = namesOf(
    typeof details.credits === 'object' && details.credits
      ? (details.credits as { crew?: unknown }).crew
      : undefined,
    (member) => member.job === 'Director',
  );
  const meta: MetaTag[] = [
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: key.mediaType === 'tv' ? 'video.tv_show' : 'video.movie' },
    { property: 'og:title', content: label },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: backdrop ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: label },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': key.mediaType === 'tv' ? 'TVSeries' : 'Movie',
    name,
    url,
    ...(poster ? { image: poster } : {}),
    ...(overview ? { description: clip(overview, 500) } : {}),
    ...(day ? { [key.mediaType === 'tv' ? 'startDate' : 'datePublished']: day } : {}),
    ...(genres.length > 0 ? { genre: genres } : {}),
    ...(directors.length > 0
      ? { director: directors.map((director) => ({ '@type': 'Person', name: director })) }
      : {}),
  };
  return {
    title: `${name} · ${SITE_NAME}`,
    description,
    meta,
    links: [{ rel: 'canonical', href: url }],
    jsonLd: [jsonLd],
  };
}

/** Looks a title up in the catalog: null when it is unknown or the catalog did not answer in time. */
export type TitleLookup = (key: TitleKey) => Promise<PreviewTitle | null>;

/** A page's head: a title page's own when the catalog gave its preview, else the generic one. */
export const headForPreview = (siteUrl: string, pathname: string, preview: PreviewTitle | null) =>
  (preview && titleHead(siteUrl, preview)) ?? genericHead(siteUrl, pathname);

/** The preview of the title a path shows; null for any other path, an unknown title or a failure. */
export async function previewOfPath(pathname: string, lookup: TitleLookup) {
  const key = titleKeyOfPath(pathname);
  return key ? lookup(key).catch(() => null) : null;
}

/**
 * The head of the shell's HTML for a path: a title page's own when the catalog knows the title,
 * the generic one otherwise (any other path, a malformed id, an unknown title, a failed lookup).
 * URLs come from `siteUrl`, never from the request.
 */
export async function shellHeadFor(
  pathname: string,
  options: { siteUrl: string; lookup: TitleLookup },
): Promise<ShellHead> {
  return headForPreview(options.siteUrl, pathname, await previewOfPath(pathname, options.lookup));
}
