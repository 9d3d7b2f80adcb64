import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { readDeployFile } from '../lib/deploy-files';
import { remoteEntryOf } from '../lib/remote-names';
import { remoteLoadPlugin } from '../features/remotes/utils/remote-load-plugin';
import { parseRemotesConfig } from '../features/remotes/utils/remotes-config';
import { startPageLoad } from '../features/remotes/utils/page-loads';
import { routePageFor } from './route-pages';

/**
 * Registers the remotes of the page's release set (the page's inline copy of `/remotes.json`: each
 * remote's manifest in its live release when the page was served; the tab keeps them until it loads
 * another page) by their entries beside those manifests, then starts loading the first route's page
 * (a remote's: remoteEntry → page chunks, then running them); its route takes that load instead of
 * starting its own. Resolves with that load (which never rejects: a failure is the route's).
 */
export async function startRemotes(
  firstPathname: string,
): Promise<{ firstPage: Promise<unknown> }> {
  const remotes = parseRemotesConfig(await readDeployFile('/remotes.json'));
  registerPlugins([remoteLoadPlugin()]);
  registerRemotes(
    Object.entries(remotes).map(([name, manifest]) => ({ name, entry: remoteEntryOf(manifest) })),
  );
  const route = routePageFor(firstPathname);
  const load = route && startPageLoad(route.page);
  return { firstPage: load?.catch(() => {}) ?? Promise.resolve() };
}
