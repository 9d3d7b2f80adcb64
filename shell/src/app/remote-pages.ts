import type { RemoteName } from '../lib/remote-names';
// A JSON file: the shell's server reads the same table to preload a route's remote page.
import remotePages from './remote-pages.json';

/** Every route whose page a remote owns: the shell's half of the contract with the remotes. */
export interface RemotePageRoute {
  path: string;
  remote: RemoteName;
  expose: string;
}

export const REMOTE_PAGES = remotePages as RemotePageRoute[];
