import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './load-remote-page';

type EntryRecovery = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RemoteLoadPluginOptions {
  /** How long before the one retry of a manifest or entry that failed to load. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/**
 * The shell's federation runtime plugin: a remote's manifest or entry that fails to load is asked
 * once more after a pause (a blip of the network, a CDN edge still filling), and a remote that still
 * cannot load — down, or a release that slipped past the compatibility gate — fails as a
 * RemoteLoadError: its routes show "This page is unavailable right now", and the rest of the app
 * goes on.
 */
export function remoteLoadPlugin({
  retryDelayMs = 500,
  fetch: fetchFn = (...args) => fetch(...args),
}: RemoteLoadPluginOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'watchwhere-remote-load',
    async fetch(url, init) {
      const first = await fetchFn(url, init).catch(() => undefined);
      if (first?.ok) return first;
      await wait(retryDelayMs);
      return fetchFn(url, init);
    },
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
    // Only the load of a page as a whole: the runtime cleans up after a failed step (a manifest
    // that failed is asked afresh by the next load) only when this hook lets that step fail.
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      throw new RemoteLoadError(id.split('/')[0] ?? id, { cause: error });
    },
  };
}
