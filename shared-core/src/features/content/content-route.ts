import type { MediaType } from './media-type';

export interface ContentKey {
  id: number;
  media_type: MediaType;
}

/** The `/movie/{id}` route id: TV shows are `tv_{n}`, movies the plain number. */
export function toRouteId({ id, media_type }: ContentKey): string {
  return media_type === 'tv' ? `tv_${id}` : String(id);
}

/** The detail path for a title. */
export function contentPath(key: ContentKey): string {
  return `/movie/${toRouteId(key)}`;
}

/** Reads a route id back; anything that is not `{n}` or `tv_{n}` gives null. */
export function parseRouteId(routeId: string): ContentKey | null {
  const match = /^(tv_)?([1-9]\d{0,15})$/.exec(routeId.trim());
  if (!match) return null;
  return { id: Number(match[2]), media_type: match[1] ? 'tv' : 'movie' };
}
