import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_CATALOG_DAY } from '../../server/src/catalog/test-day.js';
import { startBackend } from '../../server/src/index.js';
import {
  type AppName,
  APPS,
  type AppServers,
  localBackendSettings,
  SHELL,
  startAppServers,
} from 'page-server';
import { ISOLATED_APP_PORT } from './ports.js';

export interface Stack {
  backendUrl: string;
  dataDir: string;
  anonKey: string;
  /** The backend's service-role key, for tests that write what only the backend may (alerts). */
  serviceRoleKey: string;
  apps: AppServers;
  close(): Promise<void>;
}

/**
 * A test stack's app servers. Their page server waits up to 3 s for a render and for a remote's
 * manifest (400 and 300 ms in production): the tests assert what the server renders and the hints
 * it sends, and two workers on two cores can take either past its production limit. A missed
 * budget's loading state and a page without hints are page-server's own suite's
 * (page-renderer.test.ts, remote-preloads.test.ts).
 */
export const startTestAppServers = (options: Parameters<typeof startAppServers>[0]) =>
  startAppServers({ renderBudgetMs: 3_000, manifestTimeoutMs: 3_000, ...options });

/** Ports of a test stack: the shell on `base`, each remote as far above it as by default. */
export function appPorts(base: number) {
  return Object.fromEntries(
    APPS.map((app) => [app.name, base + app.defaultPort - SHELL.defaultPort]),
  ) as Record<AppName, number>;
}

/** The production builds served by `pnpm start`'s server code, on a backend with a fresh database. */
export async function startStack(options: {
  appBasePort: number;
  backendPort: number;
}): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'watchwhere-e2e-'));
  const backend = await startBackend({
    port: options.backendPort,
    dataDir,
    logger: false,
    // The catalog's offers start and end by the day: every run sees the same day's availability.
    catalogToday: TEST_CATALOG_DAY,
    siteUrls: [`http://localhost:${options.appBasePort}`, `http://localhost:${ISOLATED_APP_PORT}`],
    // Every e2e sign-up comes from one address: GoTrue's per-IP limits would throttle the suite.
    rateLimits: {
      signIn: { max: 1000, windowSeconds: 300 },
      signInPerIp: { max: 1000, windowSeconds: 300 },
      signUp: { max: 1000, windowSeconds: 300 },
      recover: { max: 1000, windowSeconds: 300 },
    },
  });
  const apps = await startTestAppServers({
    ports: appPorts(options.appBasePort),
    settings: localBackendSettings(backend),
    env: {},
  });
  return {
    backendUrl: backend.url,
    dataDir,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    apps,
    close: async () => {
      await apps.close();
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
