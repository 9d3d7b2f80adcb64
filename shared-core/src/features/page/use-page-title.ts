import { useContext, useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { RenderedPageContext, type PageHead } from './page-head';
import { pageTitleChanged } from './page-slice';

/**
 * Announces the page's title (and, for link previews, its head) to the shell, which shows it in the
 * browser tab; on the server, to the render, which writes them into the page's HTML.
 */
export function usePageTitle(title: string, head: PageHead = {}): void {
  const dispatch = useAppDispatch();
  useContext(RenderedPageContext)?.({ title: title.trim(), head });
  useEffect(() => {
    dispatch(pageTitleChanged(title));
  }, [dispatch, title]);
}
