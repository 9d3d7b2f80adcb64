import type { AppServers } from 'page-server';
import { ISOLATED_APP_PORT } from './ports.js';
import { appPorts, startTestAppServers } from './stack.js';

/**
 * A second set of app servers on the shared backend whose `/config.json` points the browser at
 * another catalog, e.g. one that is not running.
 */
export function startAppsWithCatalog(catalogUrl: string): Promise<AppServers> {
  return startTestAppServers({
    ports: appPorts(ISOLATED_APP_PORT),
    settings: {
      supabaseUrl: process.env.E2E_BACKEND_URL!,
      supabaseAnonKey: process.env.E2E_ANON_KEY!,
      catalogUrl,
    },
    env: {},
  });
}
