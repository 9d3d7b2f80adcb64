/** The genres the filters offer, in the order they are listed. */
export const GENRE_FILTER_OPTIONS = [
  'Action',
  'Adventure',
  'Comedy',
  'Crime',
  'Drama',
  'Fantasy',
  'History',
  'Horror',
  'Mystery',
  'Romance',
  'Sci-Fi',
  'Thriller',
  'Animation',
  'Family',
  'Documentary',
] as const;

export type GenreFilter = (typeof GENRE_FILTER_OPTIONS)[number];

/** TMDB genre ids each filter genre matches (movies' and TV's; TV combines some genres). */
export const GENRE_FILTER_MATCHES: Readonly<Record<GenreFilter, readonly number[]>> = {
  Action: [28, 10759],
  Adventure: [12, 10759],
  Comedy: [35],
  Crime: [80],
  Drama: [18],
  Fantasy: [14, 10765],
  History: [36],
  Horror: [27],
  Mystery: [9648],
  Romance: [10749],
  'Sci-Fi': [878, 10765],
  Thriller: [53],
  Animation: [16],
  Family: [10751],
  Documentary: [99],
};

export const CONTENT_TYPE_OPTIONS = ['Movies', 'TV Shows'] as const;
export type ContentTypeFilter = (typeof CONTENT_TYPE_OPTIONS)[number];

/** The regions the Discover page's region picker offers. */
export const DISCOVER_REGIONS = ['US', 'GB', 'CA', 'AU', 'DE', 'FR'] as const;

/** How many platforms and genres a free user may filter by at once. */
export const FREE_FILTER_LIMITS = { platforms: 1, genres: 2 } as const;
