import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

export interface RemotePageModule {
  default: ComponentType;
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

/** Loads `remote/expose`, retrying network failures twice with back-off before giving up. */
export async function loadRemotePage(
  remote: string,
  expose: string,
  load: typeof loadRemote = loadRemote,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<RemotePageModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
    try {
      const module = await load<RemotePageModule>(`${remote}/${expose}`);
      if (module?.default) return module;
      lastError = new Error(`${remote}/${expose} has no default export`);
    } catch (error) {
      lastError = error;
    }
  }
  throw new RemoteLoadError(remote, { cause: lastError });
}
