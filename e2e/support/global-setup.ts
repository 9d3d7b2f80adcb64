import { E2E_APP_PORT, E2E_BACKEND_PORT } from './ports.js';
import { startStack } from './stack.js';

/** One stack for the whole run; tests that stop or redeploy a remote start their own. */
export default async function globalSetup() {
  const stack = await startStack({ appBasePort: E2E_APP_PORT, backendPort: E2E_BACKEND_PORT });
  process.env.E2E_BACKEND_URL = stack.backendUrl;
  process.env.E2E_ANON_KEY = stack.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  process.env.E2E_DATA_DIR = stack.dataDir;
  return () => stack.close();
}
