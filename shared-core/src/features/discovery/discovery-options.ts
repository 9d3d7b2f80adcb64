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

/** Catalog genre names each filter genre matches (TMDB says "Science Fiction", TV combines some). */
export const GENRE_FILTER_MATCHES: Readonly<Record<GenreFilter, readonly string[]>> = {
  Action: ['Action', 'Action & Adventure'],
  Adventure: ['Adventure', 'Action & Adventure'],
  Comedy: ['Comedy'],
  Crime: ['Crime'],
  Drama: ['Drama'],
  Fantasy: ['Fantasy', 'Sci-Fi & Fantasy'],
  History: ['History'],
  Horror: ['Horror'],
  Mystery: ['Mystery'],
  Romance: ['Romance'],
  'Sci-Fi': ['Science Fiction', 'Sci-Fi & Fantasy'],
  Thriller: ['Thriller'],
  Animation: ['Animation'],
  Family: ['Family'],
  Documentary: ['Documentary'],
};

export const CONTENT_TYPE_OPTIONS = ['Movies', 'TV Shows'] as const;
export type ContentTypeFilter = (typeof CONTENT_TYPE_OPTIONS)[number];

/** The regions the Discover page's region picker offers. */
export const DISCOVER_REGIONS = ['US', 'GB', 'CA', 'AU', 'DE', 'FR'] as const;

/** How many platforms and genres a free user may filter by at once. */
export const FREE_FILTER_LIMITS = { platforms: 1, genres: 2 } as const;
