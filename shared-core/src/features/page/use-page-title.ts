import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { pageTitleChanged } from './page-slice';

/** Announces the page's title to the shell, which shows it in the browser tab. */
export function usePageTitle(title: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(pageTitleChanged(title));
  }, [dispatch, title]);
}
