import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_APP_PORT, E2E_BACKEND_PORT } from './ports.js';
import { startStack } from './stack.js';

/** Where the shared stack's metrics are kept after the run, as an operator would scrape them. */
const METRICS_FOLDER = fileURLToPath(new URL('../test-results/metrics/', import.meta.url));

/** One stack for the whole run; tests that stop or redeploy a remote start their own. */
export default async function globalSetup() {
  const stack = await startStack({ appBasePort: E2E_APP_PORT, backendPort: E2E_BACKEND_PORT });
  process.env.E2E_BACKEND_URL = stack.backendUrl;
  process.env.E2E_ANON_KEY = stack.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  process.env.E2E_DATA_DIR = stack.dataDir;
  return async () => {
    mkdirSync(METRICS_FOLDER, { recursive: true });
    const servers = { 'page-server': stack.apps.shellUrl, backend: stack.backendUrl };
    for (const [name, url] of Object.entries(servers)) {
      const metrics = await fetch(`${url}/metrics`).then((response) => response.text());
      writeFileSync(path.join(METRICS_FOLDER, `${name}.prom`), metrics);
    }
    await stack.close();
  };
}
