// `pnpm --filter <app> dev`: one app's webpack dev server for its team (a remote's pages in the dev
// harness, or the shell composing the remotes' dev servers), with the local backend it needs: the
// one already running for the data folder (e.g. under `pnpm start`), or one started here.
// Ctrl-C stops what this started.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { exitOnInvalidSettings } from 'deployment-env';
import {
  checkBackendSettings,
  defaultDataDir,
  findRunningBackend,
  siteUrlsFromEnv,
  startBackend,
} from '../server/src/index.js';
import {
  APPS,
  checkPageServerSettings,
  localBackendSettings,
  portOf,
  REMOTES,
  REPO_ROOT,
  runtimeConfigFor,
} from 'page-server';

type ConfigFunction = (
  env: { port: number; runtimeFiles: Record<string, unknown> },
  argv: { mode: string },
) => Configuration;

const app = APPS.find(({ packageName }) => packageName === process.argv[2]);
if (!app) {
  console.error(`Usage: tsx scripts/dev-app.ts <${APPS.map((a) => a.packageName).join('|')}>`);
  process.exit(2);
}
exitOnInvalidSettings(
  () => checkPageServerSettings(process.env),
  () => checkBackendSettings(process.env),
);

const port = portOf(app);

/** The data folder's running backend, or one started here (and stopped with this process). */
async function devBackend() {
  const running = await findRunningBackend(defaultDataDir());
  if (running) return { ...running, startedHere: false, close: async () => {} };
  const started = await startBackend({
    port: Number(process.env.BACKEND_PORT ?? 54321),
    // Mailed links and the simulated Google/Apple page lead back to this dev server.
    siteUrls: siteUrlsFromEnv(`http://localhost:${port}`),
  });
  return { ...started, startedHere: true };
}

const backend = await devBackend();
const runtimeFiles = {
  '/config.json': runtimeConfigFor(localBackendSettings(backend), process.env),
  // Each remote's dev server serves its manifest at its root.
  '/remotes.json': Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `http://localhost:${portOf(remote)}/mf-manifest.json`]),
  ),
};
const configFor = createRequire(import.meta.url)(
  path.join(REPO_ROOT, app.packageName, 'webpack.config.cjs'),
) as ConfigFunction;
const config = configFor({ port, runtimeFiles }, { mode: 'development' });
const server = new WebpackDevServer(
  { ...config.devServer, setupExitSignals: false },
  webpack(config),
);

let stopping = false;
async function stop(exitCode: number) {
  // Ctrl-C arrives twice (from the terminal's process group and relayed by tsx): stop once, fully.
  if (stopping) return;
  stopping = true;
  await server.stop();
  await backend.close();
  process.exit(exitCode);
}

try {
  await server.start();
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  console.error(
    inUse
      ? `Port ${port} is in use (e.g. by \`pnpm start\`, which serves the production ${app.name} there): choose another with ${app.portEnv}=<port>.`
      : error,
  );
  await stop(1);
}
console.log(`
${app.name} (development): http://localhost:${port}
backend: ${backend.url} (${backend.startedHere ? 'started for this session' : 'already running'})
Press Ctrl-C to stop.`);
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
