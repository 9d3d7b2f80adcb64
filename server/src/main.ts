import { DataDirInUseError } from './db/data-dir-lock.js';
import { InvalidSettingError, isProductionEnv } from 'deployment-env';
import { startBackend } from './index.js';

const backend = await startBackend({ logger: true }).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError || error instanceof InvalidSettingError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const summary = [
  `Local Supabase is up: ${backend.url}`,
  `  anon key:         ${backend.anonKey}`,
  `  service_role key: ${backend.serviceRoleKey}`,
  // Production mode serves no inbox.
  ...(isProductionEnv() ? [] : [`  local inbox:      ${backend.url}/inbox`]),
];
console.log(`\n${summary.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void backend.close().then(() => process.exit(0));
  });
}
