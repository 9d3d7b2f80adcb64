export type ImageKind = 'poster' | 'backdrop' | 'logo';

/** TMDB size names: posters at w500 and backdrops at original size, provider logos at w154. */
export const IMAGE_SIZES: Record<ImageKind, string> = {
  poster: 'w500',
  backdrop: 'original',
  logo: 'w154',
};

const placeholderSvg = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="#1b1d27"/>` +
      `<path d="M${width / 2 - 24} ${height / 2 - 18}h48v36h-48z" fill="none" stroke="#4b4f63" stroke-width="4"/>` +
      `<circle cx="${width / 2 - 8}" cy="${height / 2 - 4}" r="5" fill="#4b4f63"/>` +
      `</svg>`,
  )}`;

/** Shown wherever a title has no artwork. */
export const PLACEHOLDER_IMAGES: Record<ImageKind, string> = {
  poster: placeholderSvg(500, 750),
  backdrop: placeholderSvg(1280, 720),
  logo: placeholderSvg(154, 154),
};

const RELATIVE_IMAGE_PATH = /^\/?[A-Za-z0-9_-]+\.[A-Za-z0-9]{2,5}$/;

/**
 * The catalog's relative image path ("/abc.jpg") as stored in the watchlist and popular searches,
 * or null for anything else (a URL, a data URL, a path with folders).
 */
export function relativeImagePath(path: string | null | undefined): string | null {
  if (!path || !RELATIVE_IMAGE_PATH.test(path)) return null;
  return path.startsWith('/') ? path : `/${path}`;
}

/** The URL when it lies under the image base (same origin, path below it), else undefined. */
function underImageBase(url: string, imageBaseUrl: string): string | undefined {
  try {
    const image = new URL(url);
    const base = new URL(imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`);
    return image.origin === base.origin && image.pathname.startsWith(base.pathname)
      ? image.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A usable image URL: relative TMDB paths get the configuration's base URL and the kind's size,
 * absolute URLs are kept only under that base, and anything else (a missing path, a URL on another
 * host) gives the placeholder, so no stored value makes the browser fetch from a host we did not name.
 */
export function imageUrl(
  path: string | null | undefined,
  kind: ImageKind,
  imageBaseUrl: string,
): string {
  const relative = relativeImagePath(path);
  if (relative) {
    const base = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
    return `${base}${IMAGE_SIZES[kind]}${relative}`;
  }
  return (path && underImageBase(path, imageBaseUrl)) || PLACEHOLDER_IMAGES[kind];
}
