import {
  backendError,
  getSupabaseClient,
  selectWatchlist,
  watchlistLoaded,
  type RootState,
  type WatchlistEntry,
} from 'shared-core';
import type { ImportSource } from '../utils/import-row';
import { libraryImportsApi } from './library-imports-api';

/** Rows a call inserts: well under the backend's body limit with long titles. */
const ROWS_PER_INSERT = 500;

const WATCHLIST_COLUMNS = 'tmdb_id, media_type, title, poster_path, release_year, added_at';

export interface ImportToSave {
  source: ImportSource;
  titles: WatchlistEntry[];
}

export interface SavedImport {
  id: string;
  added: WatchlistEntry[];
}

type Supabase = Awaited<ReturnType<typeof getSupabaseClient>>;

/** Inserts the titles tagged with the import; those already saved are skipped, untouched. */
async function insertTagged(supabase: Supabase, importId: string, titles: WatchlistEntry[]) {
  const added: WatchlistEntry[] = [];
  for (let start = 0; start < titles.length; start += ROWS_PER_INSERT) {
    const batch = titles.slice(start, start + ROWS_PER_INSERT);
    const { data, error } = await supabase
      .from('watchlist')
      .upsert(
        batch.map((title) => ({ ...title, import_id: importId })),
        { onConflict: 'user_id,media_type,tmdb_id', ignoreDuplicates: true },
      )
      .select(WATCHLIST_COLUMNS);
    if (error) return { error, added };
    added.push(...((data ?? []) as WatchlistEntry[]));
  }
  return { error: null, added };
}

const saveImportApi = libraryImportsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Records an import, then saves its titles under it in batches (the member's own session:
     * RLS). An import that added nothing is forgotten, so Undo never names it.
     */
    saveImport: build.mutation<SavedImport, ImportToSave>({
      async queryFn({ source, titles }, { dispatch, getState }) {
        const supabase = await getSupabaseClient();
        const created = await supabase
          .from('library_imports')
          .insert({ source })
          .select('id')
          .single<{ id: string }>();
        if (created.error) return backendError(created.error);
        const { error, added } = await insertTagged(supabase, created.data.id, titles);
        if (added.length === 0) {
          await supabase.from('library_imports').delete().eq('id', created.data.id);
        }
        if (added.length > 0) {
          const current = selectWatchlist(getState() as RootState);
          dispatch(watchlistLoaded([...added, ...current]));
        }
        if (error) return backendError(error);
        return { data: { id: created.data.id, added } };
      },
      invalidatesTags: ['LibraryImport'],
    }),
  }),
});

export const { useSaveImportMutation } = saveImportApi;
