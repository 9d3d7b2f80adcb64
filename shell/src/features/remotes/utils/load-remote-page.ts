import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteDataLoader } from 'shared-core';
import { markRemoteRan, needsFreshPageLoad } from './remote-releases';

export interface RemotePageModule {
  default: ComponentType;
  /** The route-data contract: the queries the page's first render reads. */
  loadRouteData?: RouteDataLoader;
}

/** A remote page that could not be fetched (remote down, manifest missing, network error). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    options: { cause: unknown },
  ) {
    super(`Could not load ${remote}`, options);
    this.name = 'RemoteLoadError';
  }
}

const RETRY_DELAYS_MS = [300, 1200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadRemotePageOptions {
  load?: typeof loadRemote;
  delays?: readonly number[];
  reloadPage?: () => void;
}

/**
 * Loads `remote/expose`, retrying network failures twice with back-off before giving up. A remote
 * redeployed since it ran in this page is picked up with a fresh load of the page (the router has
 * already moved to the page's URL); the returned promise then never settles.
 */
export async function loadRemotePage(
  remote: string,
  expose: string,
  {
    load = loadRemote,
    delays = RETRY_DELAYS_MS,
    reloadPage = () => window.location.reload(),
  }: LoadRemotePageOptions = {},
): Promise<RemotePageModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
    try {
      const module = await load<RemotePageModule>(`${remote}/${expose}`);
      if (module?.default) {
        markRemoteRan(remote);
        return module;
      }
      lastError = new Error(`${remote}/${expose} has no default export`);
    } catch (error) {
      lastError = error;
    }
  }
  if (await needsFreshPageLoad(remote)) {
    reloadPage();
    return new Promise(() => {});
  }
  throw new RemoteLoadError(remote, { cause: lastError });
}

const startedLoads = new Map<string, Promise<RemotePageModule>>();
const loadedPages = new Map<string, RemotePageModule>();

/**
 * The page's module when a load of it has already finished: a route renders it at once, with no
 * suspending, so hydrating the server's HTML of the page happens in the same pass as the layout.
 */
export const loadedRemotePage = (remote: string, expose: string) =>
  loadedPages.get(`${remote}/${expose}`);

/**
 * Starts loading a page before any route renders it (the first route's, at start-up), so the
 * remote's entry and page run while the shell renders its first screen instead of after it.
 */
export function startLoadingRemotePage(
  remote: string,
  expose: string,
  options?: LoadRemotePageOptions,
): Promise<RemotePageModule> {
  const key = `${remote}/${expose}`;
  const load = loadRemotePage(remote, expose, options);
  load.then(
    (module) => loadedPages.set(key, module),
    // A failure is the route's to show, once it takes this load.
    () => {},
  );
  startedLoads.set(key, load);
  return load;
}

/** The load started ahead for this page (taken once, so a retry loads afresh), else a new one. */
export function takeRemotePageLoad(
  remote: string,
  expose: string,
  options?: LoadRemotePageOptions,
): Promise<RemotePageModule> {
  const key = `${remote}/${expose}`;
  const started = startedLoads.get(key);
  startedLoads.delete(key);
  return started ?? loadRemotePage(remote, expose, options);
}
