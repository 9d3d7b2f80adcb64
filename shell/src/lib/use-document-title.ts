import { useEffect } from 'react';
import { selectPageTitle, useAppSelector } from 'shared-core';

export const BRAND = 'WatchWhere';

export function documentTitleFor(pageTitle: string): string {
  return pageTitle ? `${pageTitle} · ${BRAND}` : BRAND;
}

/** Shows the title the current page announced (through the shared store) in the browser tab. */
export function useDocumentTitle(): void {
  const pageTitle = useAppSelector(selectPageTitle);
  useEffect(() => {
    document.title = documentTitleFor(pageTitle);
  }, [pageTitle]);
}
