// `pnpm start`: builds and promotes what is missing in the environment (WATCHWHERE_ENV, default
// local), then serves the backend, the shell, every remote and the
// UI catalogue, each on its own port, until Ctrl-C.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { exitOnInvalidSettings, isProductionEnv } from 'deployment-env';
import {
  checkBackendSettings,
  DataDirInUseError,
  siteUrlsFromEnv,
  startBackend,
} from '../server/src/index.js';
import {
  checkPageServerSettings,
  localBackendSettings,
  portOf,
  releaseEnvFrom,
  REPO_ROOT,
  SHELL,
  startAppServers,
  startStaticSite,
  type StaticSite,
} from 'page-server';
import { releaseMissingApps } from 'page-server/releases';

exitOnInvalidSettings(
  () => checkPageServerSettings(process.env),
  () => checkBackendSettings(process.env),
);

await releaseMissingApps(releaseEnvFrom(process.env));

const backend = await startBackend({
  port: Number(process.env.BACKEND_PORT ?? 54321),
  // Mailed links and the simulated Google/Apple page lead back to the app served here.
  siteUrls: siteUrlsFromEnv(`http://localhost:${portOf(SHELL)}`),
}).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const apps = await startAppServers({
  settings: localBackendSettings(backend),
});

const storybookDir = path.join(REPO_ROOT, 'shared-ui', 'storybook-static');
let storybook: StaticSite | undefined;
if (existsSync(storybookDir)) {
  storybook = await startStaticSite({
    root: storybookDir,
    port: Number(process.env.STORYBOOK_PORT ?? 6006),
  });
}

const summary = [
  'WatchWhere is running:',
  `  app        ${apps.shellUrl}`,
  `  remotes    ${Object.values(apps.remoteOrigins).join('\n             ')}`,
  `  backend    ${backend.url}  (Supabase-compatible: /auth/v1 /rest/v1 /functions/v1; catalog: /catalog/3)`,
  // Production mode serves no inbox.
  ...(isProductionEnv() ? [] : [`  inbox      ${backend.url}/inbox`]),
  `  ui kit     ${storybook ? storybook.url : 'not built (pnpm --filter shared-ui build-storybook)'}`,
  'Press Ctrl-C to stop.',
];
console.log(`\n${summary.join('\n')}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([apps.close(), backend.close(), storybook?.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
