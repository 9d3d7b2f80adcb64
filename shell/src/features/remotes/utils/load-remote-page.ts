import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageLoad, PageModule } from './page-loads';
import { markRemoteRan, needsFreshPageLoad } from './remote-releases';

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
): Promise<PageModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
    try {
      const module = await load<PageModule>(`${remote}/${expose}`);
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

/** The remote page a route renders: its load, under the key the route's page loads are kept by. */
export const remotePageLoad = (
  remote: string,
  expose: string,
  options?: LoadRemotePageOptions,
): PageLoad => ({
  key: `${remote}/${expose}`,
  load: () => loadRemotePage(remote, expose, options),
});
