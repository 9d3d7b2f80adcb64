// What the dev servers answer at /config.json and /remotes.json: the local backend's keys
// (written by `pnpm start` into the data folder) and the remotes on their default ports.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');
const BACKEND_URL = process.env.SUPABASE_URL ?? 'http://localhost:54321';

function devRuntimeConfig() {
  const dataDir = process.env.WATCHWHERE_DATA_DIR ?? path.join(REPO_ROOT, '.data');
  const keysFile = path.join(dataDir, 'local-keys.json');
  if (!existsSync(keysFile)) {
    throw new Error(`No ${keysFile}: run \`pnpm start\` once so the backend writes its keys`);
  }
  const { anonKey } = JSON.parse(readFileSync(keysFile, 'utf8'));
  return {
    supabaseUrl: BACKEND_URL,
    supabaseAnonKey: anonKey,
    catalogUrl: `${BACKEND_URL}/catalog`,
  };
}

const devRemotes = () => ({
  mf_discovery: 'http://localhost:3001/mf-manifest.json',
  mf_detail: 'http://localhost:3002/mf-manifest.json',
  mf_account: 'http://localhost:3003/mf-manifest.json',
  mf_onboarding: 'http://localhost:3004/mf-manifest.json',
});

/** webpack-dev-server `setupMiddlewares` adding the two runtime files. */
function serveDevRuntimeFiles(middlewares, devServer) {
  devServer.app.get('/config.json', (_request, response) => {
    try {
      response.json(devRuntimeConfig());
    } catch (error) {
      response.status(503).json({ error: error.message });
    }
  });
  devServer.app.get('/remotes.json', (_request, response) => response.json(devRemotes()));
  return middlewares;
}

module.exports = { serveDevRuntimeFiles };
