export type ImageKind = 'poster' | 'backdrop' | 'logo';

/** TMDB size names: posters at w500 and backdrops at original size (spec §3), provider logos at w154. */
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

/**
 * A usable image URL: relative TMDB paths get the configuration's base URL and the kind's size,
 * absolute URLs pass through, and a missing path gives the placeholder.
 */
export function imageUrl(
  path: string | null | undefined,
  kind: ImageKind,
  imageBaseUrl: string,
): string {
  if (!path) return PLACEHOLDER_IMAGES[kind];
  if (/^(https?:|data:)/.test(path)) return path;
  const base = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  return `${base}${IMAGE_SIZES[kind]}${path.startsWith('/') ? path : `/${path}`}`;
}
