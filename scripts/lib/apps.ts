import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const app = (packageName: string, name: string, defaultPort: number, builtMarker: string) => ({
  packageName,
  name,
  defaultPort,
  portEnv: `${packageName.toUpperCase().replace(/-/g, '_')}_PORT`,
  builtMarker,
});

export const SHELL: AppDefinition = app('shell', 'shell', 3000, 'index.html');
export const REMOTES: AppDefinition[] = [
  app('mf-discovery', 'mf_discovery', 3001, 'mf-manifest.json'),
  app('mf-detail', 'mf_detail', 3002, 'mf-manifest.json'),
  app('mf-account', 'mf_account', 3003, 'mf-manifest.json'),
  app('mf-onboarding', 'mf_onboarding', 3004, 'mf-manifest.json'),
];
export const APPS = [SHELL, ...REMOTES];

export const distOf = (definition: AppDefinition) =>
  path.join(REPO_ROOT, definition.packageName, 'dist');

export const portOf = (definition: AppDefinition, env = process.env) =>
  Number(env[definition.portEnv] ?? definition.defaultPort);
