// `pnpm --filter page-server start`: the page server alone, as production runs it. It serves the
// shell's pages from the live release set of WATCHWHERE_ENV; the remotes' releases are static
// files served elsewhere (WATCHWHERE_REMOTES). Stops on SIGINT or SIGTERM.
import { readSettingsOrExit } from 'deployment-env';
import { checkPageServerSettings } from './http/page-server-settings.js';
import { standaloneSettingsFrom } from './http/standalone-settings.js';
import { startAppServers } from './http/app-servers.js';

const { listen, runtime } = readSettingsOrExit(() => {
  checkPageServerSettings(process.env);
  return standaloneSettingsFrom(process.env);
});

const servers = await startAppServers({
  settings: runtime,
  host: listen.host,
  ports: { shell: listen.port },
  serveRemotes: false,
});
console.log(`Page server: ${servers.shellUrl} (listening on ${listen.host})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    void servers.close().then(() => process.exit(0));
  });
}
