import type { RemotesConfig } from './remotes-config';

let manifestUrls: RemotesConfig = {};
const ranInThisPage = new Set<string>();

/** Where each remote's manifest is, as `/remotes.json` said at start-up. */
export function rememberManifestUrls(config: RemotesConfig): void {
  manifestUrls = config;
}

export function markRemoteRan(remote: string): void {
  ranInThisPage.add(remote);
}

/**
 * Whether only a fresh page load can bring back a remote that stopped loading: it ran in this page
 * and its manifest still answers, so the files this page's copy asks for are gone, almost always
 * because a new release replaced them. Two releases of one remote cannot share a page: their
 * webpack runtimes share the chunk-loading global and reuse chunk ids.
 */
export async function needsFreshPageLoad(remote: string): Promise<boolean> {
  const manifestUrl = manifestUrls[remote];
  if (!manifestUrl || !ranInThisPage.has(remote)) return false;
  const response = await fetch(manifestUrl, { cache: 'no-cache' }).catch(() => undefined);
  return response?.ok === true;
}
