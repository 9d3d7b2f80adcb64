import { localBackendSettings, type AppServers } from 'page-server';
import type { Operations } from 'observability';
import type { Releases } from 'page-server/releases';
import { ISOLATED_APP_PORT } from './ports.js';
import { appPorts, startTestAppServers } from './stack.js';

export const ISOLATED_SHELL_URL = `http://localhost:${ISOLATED_APP_PORT}`;

/**
 * A second set of app servers on the shared backend, for a test that stops a remote, serves its own
 * releases (`releases`, with its own pointer), or another deployment setting through `env` (e.g.
 * WATCHWHERE_DEMO_MODE); `operations` to read its log and metrics.
 */
export function startIsolatedApps(
  options: { releases?: Releases; env?: NodeJS.ProcessEnv; operations?: Operations } = {},
): Promise<AppServers> {
  return startTestAppServers({
    operations: options.operations,
    ports: appPorts(ISOLATED_APP_PORT),
    releases: options.releases,
    settings: localBackendSettings({
      url: process.env.E2E_BACKEND_URL!,
      anonKey: process.env.E2E_ANON_KEY!,
    }),
    env: options.env ?? {},
  });
}
