import { loadRemote } from '@module-federation/enhanced/runtime';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { selectPageTitle, useAppSelector, type HeaderSearchModule } from 'shared-core';
import { REMOTE_MODULES } from '../../../lib/remote-modules';

export type HeaderSearchComponent = HeaderSearchModule['default'];
export type LoadHeaderSearch = () => Promise<HeaderSearchComponent>;

const headerSearch = REMOTE_MODULES.find(({ contract }) => contract === 'HeaderSearchModule')!;
export const HEADER_SEARCH_MODULE = `${headerSearch.remote}/${headerSearch.expose}`;

export const loadHeaderSearch: LoadHeaderSearch = async () => {
  const module = await loadRemote<Partial<HeaderSearchModule>>(HEADER_SEARCH_MODULE);
  if (!module?.default) throw new Error(`${HEADER_SEARCH_MODULE} has no default export`);
  return module.default;
};

/** Calls back once the browser is idle (at most 2 s on), or soon where it cannot say. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Asks for the discovery team's header search only once the page has painted (a page announces
 * its title when it renders) and the browser is idle, so a first visit pays nothing for it before
 * the page shows, and hands it to `onLoaded`. Nothing is handed over when it cannot be loaded (its
 * remote is down): the caller keeps its plain box. When `loaded` replaces that box while the user is
 * typing in it, focus and caret move to the new field inside `container`.
 */
export function useRemoteHeaderSearch({
  container,
  loaded,
  onLoaded,
  load = loadHeaderSearch,
}: {
  container: RefObject<HTMLElement | null>;
  loaded: HeaderSearchComponent | null;
  onLoaded: (component: HeaderSearchComponent) => void;
  load?: LoadHeaderSearch;
}): void {
  const pagePainted = useAppSelector(selectPageTitle) !== '';
  const restoreCaret = useRef<number | null>(null);

  useEffect(() => {
    if (!pagePainted || loaded) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      load().then(
        (component) => {
          if (cancelled) return;
          const focused = document.activeElement;
          restoreCaret.current =
            focused instanceof HTMLInputElement && container.current?.contains(focused)
              ? (focused.selectionStart ?? focused.value.length)
              : null;
          // The swap commits in this task: a box entered after the check above would lose focus.
          flushSync(() => onLoaded(component));
        },
        (error: unknown) => console.warn(`${HEADER_SEARCH_MODULE} could not be loaded`, error),
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [pagePainted, loaded, onLoaded, load, container]);

  useLayoutEffect(() => {
    const caret = restoreCaret.current;
    if (!loaded || caret === null) return;
    restoreCaret.current = null;
    const input = container.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(caret, caret);
  }, [loaded, container]);
}
