// `pnpm --filter page-server start`: the page server alone, as production runs it. It serves the
// shell's pages from the live release set of WATCHWHERE_ENV; the remotes' releases are static
// files served elsewhere (RELEASES_PUBLIC_URL or WATCHWHERE_REMOTES). On SIGTERM it drains: not
// ready at once, the pages in flight sent whole (up to SHUTDOWN_GRACE_MS), then exit 0.
import { readSettingsOrExit } from 'deployment-env';
import { createOperations, operateUntilSignal } from 'observability';
import { startAppServers } from './http/app-servers.js';
import { checkPageServerSettings, releaseEnvFrom } from './http/page-server-settings.js';
import { standaloneSettingsFrom } from './http/standalone-settings.js';
import { releasesFromEnv } from './releases/releases-context.js';
import { releaseStoreProblem } from './releases/store-probe.js';

const { listen, runtime } = readSettingsOrExit(() => {
  checkPageServerSettings(process.env);
  return standaloneSettingsFrom(process.env);
});

const operations = readSettingsOrExit(() =>
  createOperations({ service: 'page-server', log: true }),
);
const releases = readSettingsOrExit(() => releasesFromEnv(process.env));
const problem = await releaseStoreProblem(releases, releaseEnvFrom(process.env));
if (problem) {
  console.error(problem);
  process.exit(1);
}

const servers = await startAppServers({
  releases,
  settings: runtime,
  host: listen.host,
  ports: { shell: listen.port },
  serveRemotes: false,
  operations,
}).catch((error: unknown) => {
  // An address it cannot listen on (in use, not this machine's, no such host): one line.
  console.error(
    `The page server cannot listen on ${listen.host} port ${listen.port}: ${(error as Error).message}`,
  );
  process.exit(1);
});
console.log(`Page server: ${servers.shellUrl} (listening on ${listen.host})`);

await operateUntilSignal({
  operations,
  host: listen.host,
  close: () => servers.close().then(() => releases.pointers.close()),
});
