import { useMemo } from 'react';
import { toContentItem, useImageBaseUrl, type ContentItem, type TmdbContent } from 'shared-core';

/**
 * Catalog results as content items (shared-core's `toContentItem`), or undefined until both the
 * results and the catalog's image base URL are known. When the configuration cannot load (catalog
 * unreachable), artwork falls back to the placeholder.
 */
export function useContentItems(
  results: readonly TmdbContent[] | undefined,
): ContentItem[] | undefined {
  const { imageBaseUrl, isError } = useImageBaseUrl();
  return useMemo(() => {
    if (!results || (imageBaseUrl === undefined && !isError)) return undefined;
    return results.map((raw) => toContentItem(raw, { imageBaseUrl: imageBaseUrl ?? '' }));
  }, [results, imageBaseUrl, isError]);
}
