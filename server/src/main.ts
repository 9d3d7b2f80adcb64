import { DataDirInUseError } from './db/data-dir-lock.js';
import {
  exitOnInvalidSettings,
  InvalidSettingError,
  isProductionEnv,
  listenAddressFrom,
  type ListenAddress,
} from 'deployment-env';
import { checkBackendSettings, startBackend } from './index.js';

// HOST (default 127.0.0.1) and PORT (default 54321), checked with every other setting first.
let address: ListenAddress | undefined;
exitOnInvalidSettings(
  () => (address = listenAddressFrom(process.env, 54321)),
  () => checkBackendSettings(process.env),
);
const backend = await startBackend({ logger: true, ...address }).catch((error: unknown) => {
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
