/** The columns of a `watchlist` row the app reads (a `WatchlistEntry`). */
export const WATCHLIST_COLUMNS = 'tmdb_id, media_type, title, poster_path, release_year, added_at';
