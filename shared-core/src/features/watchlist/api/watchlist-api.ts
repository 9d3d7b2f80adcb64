import { catalogApi } from '../../../api/catalog-api';

/** The watchlist's endpoints: the signed-in user's saved titles are cached under `Watchlist`. */
export const watchlistApi = catalogApi.enhanceEndpoints({ addTagTypes: ['Watchlist'] });

/** The columns of a `watchlist` row the app reads (a `WatchlistEntry`). */
export const WATCHLIST_COLUMNS = 'tmdb_id, media_type, title, poster_path, release_year, added_at';
