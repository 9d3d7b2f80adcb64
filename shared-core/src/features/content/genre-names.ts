/** TMDB's movie and TV genre ids (TV's combined genres included), used before the lists load. */
export const GENRE_NAMES: Readonly<Record<number, string>> = {
  12: 'Adventure',
  14: 'Fantasy',
  16: 'Animation',
  18: 'Drama',
  27: 'Horror',
  28: 'Action',
  35: 'Comedy',
  36: 'History',
  37: 'Western',
  53: 'Thriller',
  80: 'Crime',
  99: 'Documentary',
  878: 'Science Fiction',
  9648: 'Mystery',
  10402: 'Music',
  10749: 'Romance',
  10751: 'Family',
  10752: 'War',
  10759: 'Action & Adventure',
  10762: 'Kids',
  10763: 'News',
  10764: 'Reality',
  10765: 'Sci-Fi & Fantasy',
  10766: 'Soap',
  10767: 'Talk',
  10768: 'War & Politics',
  10770: 'TV Movie',
};

/** The built-in map overlaid with genre lists fetched from `/genre/{movie|tv}/list`. */
export function mergeGenreNames(
  ...lists: { id: number; name: string }[][]
): Record<number, string> {
  const names: Record<number, string> = { ...GENRE_NAMES };
  for (const genre of lists.flat()) names[genre.id] = genre.name;
  return names;
}
