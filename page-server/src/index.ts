// The page server's entry for the commands and tests that start it: `startAppServers` serves the
// shell's pages (and, locally, each remote's releases); the rest are its settings and app list.
export { startAppServers, type AppServers, type AppServersOptions } from './http/app-servers.js';
export {
  checkPageServerSettings,
  localBackendSettings,
  releaseEnvFrom,
  runtimeConfigFor,
  type RuntimeSettings,
} from './http/page-server-settings.js';
export { startStaticSite, type StaticSite } from './http/static-site.js';
export { APPS, portOf, REMOTE_ENTRY, REMOTES, REPO_ROOT, SHELL, type AppName } from './apps.js';
export type { WorkerHeap } from './render/render-worker-protocol.js';
