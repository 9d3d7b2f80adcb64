import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageLoad, PageModule } from './page-loads';

/** A remote page that could not be loaded (remote down, entry missing, incompatible release). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    options: { cause: unknown },
  ) {
    super(`Could not load ${remote}`, options);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads `remote/expose` from the release the page's set names. The federation runtime's plugin
 * (remote-load-plugin.ts) retries a failed entry once; what still fails is a
 * RemoteLoadError.
 */
export async function loadRemotePage(
  remote: string,
  expose: string,
  load: typeof loadRemote = loadRemote,
): Promise<PageModule> {
  const module = await load<PageModule>(`${remote}/${expose}`).catch((error: unknown) => {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, { cause: error });
  });
  if (!module?.default) {
    throw new RemoteLoadError(remote, { cause: new Error(`${remote}/${expose} has no page`) });
  }
  return module;
}

/** The remote page a route renders: its load, under the key the route's page loads are kept by. */
export const remotePageLoad = (remote: string, expose: string): PageLoad => ({
  key: `${remote}/${expose}`,
  load: () => loadRemotePage(remote, expose),
});
