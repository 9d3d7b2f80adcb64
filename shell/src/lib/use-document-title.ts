import { useEffect } from 'react';
import { selectPageTitle, useAppSelector } from 'shared-core';

export const BRAND = 'WatchWhere';

export function documentTitleFor(pageTitle: string): string {
  return pageTitle ? `${pageTitle} · ${BRAND}` : BRAND;
}

/**
 * Shows the title the current page announced (through the shared store) in the browser tab. Until
 * a page has announced one, the served page's own title stays (the server names a title page's;
 * every other page's is the brand), and an unchanged title is not written again: each write costs
 * the first render's commit several milliseconds.
 */
export function useDocumentTitle(): void {
  const pageTitle = useAppSelector(selectPageTitle);
  useEffect(() => {
    const title = documentTitleFor(pageTitle);
    if (pageTitle && document.title !== title) document.title = title;
  }, [pageTitle]);
}
