import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from 'shared-core';
import { readDeployFile } from '../lib/deploy-files';

const hasPreconnect = (origin: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].some(
    (link) => link.getAttribute('href') === origin,
  );

/**
 * Opens connections to the backends while the first page's code still loads, so its first API
 * calls (CORS) and posters (no CORS: a separate connection pool) don't wait for a handshake. A page
 * the shell's server rendered already names them; a statically served one may not.
 */
function preconnectToBackends({ catalogUrl, supabaseUrl }: RuntimeConfig): void {
  const origins = new Set([new URL(catalogUrl).origin, new URL(supabaseUrl).origin]);
  origins.delete(window.location.origin);
  for (const origin of [...origins].filter((candidate) => !hasPreconnect(candidate))) {
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
  const config = parseRuntimeConfig(await readDeployFile('/config.json'));
  setRuntimeConfig(config);
  preconnectToBackends(config);
}
