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
}

type AppEntry = Pick<AppDefinition, 'packageName' | 'name' | 'defaultPort'>;

const definitionOf = <Entry extends AppEntry>(entry: Entry) => ({
  ...entry,
  portEnv: `${entry.packageName.toUpperCase().replace(/-/g, '_')}_PORT`,
});

export const SHELL = definitionOf(apps.SHELL);
export const REMOTES = apps.REMOTES.map(definitionOf);
export const APPS = [SHELL, ...REMOTES];
export const { REMOTE_ENTRY } = apps;
/** 'shell' or a remote's federation name. */
export type AppName = (typeof APPS)[number]['name'];

export const portOf = (definition: AppDefinition, env = process.env) =>
  Number(env[definition.portEnv] ?? definition.defaultPort);
