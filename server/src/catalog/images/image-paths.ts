import type { MediaType } from '../catalog-types.js';

/** Relative image paths in TMDB's style ("/pm90001333.svg"), served by the catalog's image route. */
export type ImageRef =
  | { kind: 'poster' | 'backdrop'; type: MediaType; id: number }
  | { kind: 'logo'; providerId: number };

const KIND_LETTER = { poster: 'p', backdrop: 'b' } as const;
const TYPE_LETTER = { movie: 'm', tv: 't' } as const;

export function posterPath(type: MediaType, id: number): string {
  return `/${KIND_LETTER.poster}${TYPE_LETTER[type]}${id}.svg`;
}

export function backdropPath(type: MediaType, id: number): string {
  return `/${KIND_LETTER.backdrop}${TYPE_LETTER[type]}${id}.svg`;
}

export function logoPath(providerId: number): string {
  return `/l${providerId}.svg`;
}

export function parseImagePath(file: string): ImageRef | null {
  const title = /^([pb])([mt])(\d{1,10})\.svg$/.exec(file);
  if (title) {
    return {
      kind: title[1] === 'p' ? 'poster' : 'backdrop',
      type: title[2] === 'm' ? 'movie' : 'tv',
      id: Number(title[3]),
    };
  }
  const logo = /^l(\d{1,6})\.svg$/.exec(file);
  return logo ? { kind: 'logo', providerId: Number(logo[1]) } : null;
}

export const IMAGE_SIZES = {
  poster: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
  backdrop: ['w300', 'w780', 'w1280', 'original'],
  logo: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
  profile: ['w45', 'w185', 'h632', 'original'],
  still: ['w92', 'w185', 'w300', 'original'],
} as const;
