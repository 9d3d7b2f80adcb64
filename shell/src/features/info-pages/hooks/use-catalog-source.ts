import {
  selectCatalogIsSample,
  useAppSelector,
  useGetCatalogConfigurationQuery,
} from 'shared-core';

export interface CatalogSource {
  /** True: the offline sample; false: TMDB's data; null: not known (yet). */
  isSample: boolean | null;
  /** The catalog did not answer, so it stays unknown. */
  failed: boolean;
}

/**
 * Where the catalog's data comes from, as its answers said (the store's catalog state). A page
 * that reads no catalog data asks for its configuration, a small answer every page shares, whose
 * marker tells; the footer's credits follow.
 */
export function useCatalogSource(): CatalogSource {
  const isSample = useAppSelector(selectCatalogIsSample);
  const { isError } = useGetCatalogConfigurationQuery(undefined, { skip: isSample !== null });
  return { isSample, failed: isSample === null && isError };
}
