import { backendError, getSupabaseClient } from 'shared-core';
import type { ImportSource } from '../utils/import-row';
import { libraryImportsApi } from './library-imports-api';

/** The member's newest import that still has titles in the library. */
export interface LastImport {
  id: string;
  source: ImportSource;
  created_at: string;
  /** The saved titles it added that are still saved. */
  added: number;
}

const getLastImportApi = libraryImportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by the member's id; RLS gives each member only their own imports. */
    getLastImport: build.query<LastImport | null, string>({
      async queryFn() {
        const supabase = await getSupabaseClient();
        const last = await supabase
          .from('library_imports')
          .select('id, source, created_at')
          .order('created_at', { ascending: false })
          .limit(1)
          .maybeSingle();
        if (last.error) return backendError(last.error);
        if (!last.data) return { data: null };
        const added = await supabase
          .from('watchlist')
          .select('tmdb_id', { count: 'exact', head: true })
          .eq('import_id', last.data.id);
        if (added.error) return backendError(added.error);
        return { data: { ...(last.data as Omit<LastImport, 'added'>), added: added.count ?? 0 } };
      },
      providesTags: ['LibraryImport'],
    }),
  }),
});

export const { useGetLastImportQuery } = getLastImportApi;
