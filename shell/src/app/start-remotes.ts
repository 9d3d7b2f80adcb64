import { registerRemotes } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router';
import { REMOTE_PAGES } from './remote-pages';
import { readDeployFile } from '../lib/deploy-files';
import { rememberManifestUrls } from '../features/remotes/utils/remote-releases';
import { parseRemotesConfig } from '../features/remotes/utils/remotes-config';
import { startLoadingRemotePage } from '../features/remotes/utils/load-remote-page';

/** The remote page a path renders, if a remote owns it. */
export function remotePageFor(pathname: string) {
  return REMOTE_PAGES.find(({ path }) => matchPath(path, pathname));
}

/**
 * Registers the remotes listed in `/remotes.json`, then starts loading the first route's page
 * (manifest → remoteEntry → page chunks, then running them); its route takes that load instead of
 * starting its own. Resolves with that load (which never rejects: a failure is the route's).
 */
export async function startRemotes(
  firstPathname: string,
): Promise<{ firstPage: Promise<unknown> }> {
  const remotes = parseRemotesConfig(await readDeployFile('/remotes.json'));
  rememberManifestUrls(remotes);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  const route = remotePageFor(firstPathname);
  const load = route && startLoadingRemotePage(route.remote, route.expose);
  return { firstPage: load?.catch(() => {}) ?? Promise.resolve() };
}
