import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from 'shared-core';
import { fetchJson } from '../lib/fetch-json';

/**
 * Opens connections to the backends while the first page's code still loads, so its first API
 * calls (CORS) and posters (no CORS: a separate connection pool) don't wait for a handshake.
 */
function preconnectToBackends({ catalogUrl, supabaseUrl }: RuntimeConfig): void {
  const origins = new Set([new URL(catalogUrl).origin, new URL(supabaseUrl).origin]);
  origins.delete(window.location.origin);
  for (const origin of origins) {
    for (const crossOrigin of ['anonymous', null]) {
      const link = document.createElement('link');
      link.rel = 'preconnect';
      link.href = origin;
      if (crossOrigin) link.crossOrigin = crossOrigin;
      document.head.append(link);
    }
  }
}

export async function loadRuntimeConfig(): Promise<void> {
  const config = parseRuntimeConfig(await fetchJson('/config.json'));
  setRuntimeConfig(config);
  preconnectToBackends(config);
}
