import { backendError, getSupabaseClient, loadWatchlist, watchlistLoaded } from 'shared-core';
import { libraryImportsApi } from './library-imports-api';

export interface ImportToUndo {
  userId: string;
  importId: string;
}

const undoImportApi = libraryImportsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Deletes the import; the database deletes the saved titles it added with it (the key's
     * cascade), in one statement. Then reads the library again, so every page shows it.
     */
    undoImport: build.mutation<null, ImportToUndo>({
      async queryFn({ userId, importId }, { dispatch }) {
        const supabase = await getSupabaseClient();
        const { error } = await supabase.from('library_imports').delete().eq('id', importId);
        if (error) return backendError(error);
        const library = await dispatch(loadWatchlist(userId));
        if (library.data) dispatch(watchlistLoaded(library.data));
        return { data: null };
      },
      invalidatesTags: ['LibraryImport'],
    }),
  }),
});

export const { useUndoImportMutation } = undoImportApi;
