import type { PageModule } from 'shared-core';

// The release gate reads the page contract of a shell release here (older releases' path).
export type { PageModule };

/** How a route's page is loaded, under a key its loads are kept by. */
export interface PageLoad {
  key: string;
  load: () => Promise<PageModule>;
}

const startedLoads = new Map<string, Promise<PageModule>>();
const loadedPages = new Map<string, PageModule>();

/**
 * The page's module when a load of it has already finished: its route renders it at once, with no
 * suspending, so hydrating the server's HTML of the page happens in the same pass as the layout.
 */
export const loadedPage = (key: string) => loadedPages.get(key);

/**
 * Starts loading a page before its route renders it (the first page, at start-up and in the
 * server's render), so its code runs while the rest starts instead of after it.
 */
export function startPageLoad({ key, load }: PageLoad): Promise<PageModule> {
  const loading = load();
  loading.then(
    (module) => loadedPages.set(key, module),
    // A failure is the route's to show, once it takes this load.
    () => {},
  );
  startedLoads.set(key, loading);
  return loading;
}

/** The load started ahead for this page (taken once, so a retry loads afresh), else a new one. */
export function takePageLoad({ key, load }: PageLoad): Promise<PageModule> {
  const started = startedLoads.get(key);
  startedLoads.delete(key);
  return started ?? load();
}
