/** The accessible name of every search box (header, home, discover), as an English visitor hears it. */
export const SEARCH_LABEL = 'Search movies and TV shows';
