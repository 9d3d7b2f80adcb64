import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './load-remote-page';

type EntryRecovery = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RemoteLoadPluginOptions {
  /** How long before the one retry of an entry or a page's chunk that failed to load. */
  retryDelayMs?: number;
}

/** webpack's error for a chunk script that did not load. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error && error.name === 'ChunkLoadError';

/**
 * The shell's federation runtime plugin: a remote's entry or page chunk that fails to load is asked
 * once more after a pause (a blip of the network, a CDN edge still filling), and a remote that
 * still cannot load — down, or a release that slipped past the compatibility gate — fails as a
 * RemoteLoadError: its routes show "This page is unavailable right now", and the rest of the app
 * goes on.
 */
export function remoteLoadPlugin({
  retryDelayMs = 500,
}: RemoteLoadPluginOptions = {}): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'watchwhere-remote-load',
    // The failed load is still the remote's loading entry: it is dropped first (else the retry
    // would wait on itself), and the script asked for afresh (a failed preload is not reused).
    loadEntryError: ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) =>
      wait(retryDelayMs).then(() => {
        delete globalLoading[uniqueKey];
        return getRemoteEntry({
          origin,
          remoteInfo,
          remoteEntryExports,
          getEntryUrl: (url) => `${url}${url.includes('?') ? '&' : '?'}retry=1`,
        });
      }) as unknown as EntryRecovery,
    // Only the load of a page as a whole: the runtime cleans up after a failed step (an entry
    // that failed is asked afresh by the next load) only when this hook lets that step fail.
    // A page chunk's failed load is asked afresh: the browser answers a chunk whose preload hint
    // failed (the remote was down as the page came) with that failure once, then fetches it.
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad') return undefined;
      if (isChunkLoadError(error) && !retrying.has(id)) {
        retrying.add(id);
        try {
          await wait(retryDelayMs);
          return await origin.loadRemote(id);
        } finally {
          retrying.delete(id);
        }
      }
      throw new RemoteLoadError(id.split('/')[0] ?? id, { cause: error });
    },
  };
}
