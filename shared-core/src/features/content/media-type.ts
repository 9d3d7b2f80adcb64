/** The catalog's two kinds of title. */
export type MediaType = 'movie' | 'tv';
