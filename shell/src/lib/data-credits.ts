// Where the catalog's data comes from, as the footer and /about say it: each credit once.

/** With TMDB's data: what it supplies. */
export const TMDB_CREDIT = 'Movie, TV and watch-provider data from TMDB.';

/** The notice TMDB's terms ask of every app that uses its API, with its logo. */
export const TMDB_NOTICE =
  'This product uses the TMDB API but is not endorsed or certified by TMDB.';

/** The attribution TMDB's terms ask for its watch-provider data, which JustWatch supplies. */
export const JUSTWATCH_CREDIT = 'Streaming availability data by JustWatch.';

/** The offline sample's real sources, and what in it is sample. */
export const SAMPLE_CREDITS =
  'Sample catalog: films and their facts from vega-datasets, anime from bangumi-data, well-known series typed in by hand. Where titles stream, when they arrive and leave, posters and streaming ranks are sample data.';
