import path from 'node:path';
import { fileURLToPath } from 'node:url';
import apps from '../../tooling/apps.cjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppDefinition {
  /** Workspace package folder. */
  packageName: string;
  /** Federation name (remotes) or 'shell'. */
  name: string;
  defaultPort: number;
  /** Environment variable that overrides the port. */
  portEnv: string;
  /** A file that exists once the app is built. */
  builtMarker: string;
}

type AppEntry = Pick<AppDefinition, 'packageName' | 'name' | 'defaultPort'>;

const definitionOf = <Entry extends AppEntry>(entry: Entry, builtMarker: string) => ({
  ...entry,
  portEnv: `${entry.packageName.toUpperCase().replace(/-/g, '_')}_PORT`,
  builtMarker,
});

// An app built before server rendering has no server build: `pnpm start` builds it again.
export const SHELL = definitionOf(apps.SHELL, 'server/render-page.js');
export const REMOTES = apps.REMOTES.map((remote) => definitionOf(remote, 'server/remoteEntry.js'));
export const APPS = [SHELL, ...REMOTES];
/** 'shell' or a remote's federation name. */
export type AppName = (typeof APPS)[number]['name'];

export const distOf = (definition: AppDefinition) =>
  path.join(REPO_ROOT, definition.packageName, 'dist');

export const portOf = (definition: AppDefinition, env = process.env) =>
  Number(env[definition.portEnv] ?? definition.defaultPort);
