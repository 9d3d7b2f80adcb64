import { DataDirInUseError } from './db/data-dir-lock.js';
import {
  exitOnInvalidSettings,
  InvalidSettingError,
  isProductionEnv,
  listenAddressFrom,
  type ListenAddress,
} from 'deployment-env';
import { operateUntilSignal } from 'observability';
import { checkBackendSettings, defaultDataDir, localKeysFile, startBackend } from './index.js';

// HOST (default 127.0.0.1) and PORT (default 54321), checked with every other setting first.
let address: ListenAddress | undefined;
exitOnInvalidSettings(
  () => (address = listenAddressFrom(process.env, 54321)),
  () => checkBackendSettings(process.env),
);
/** A socket's error (an address in use or not this machine's, a database that does not answer). */
const isSocketError = (error: unknown) =>
  /^E[A-Z]+$/.test(String((error as { code?: unknown } | null)?.code));

const backend = await startBackend({ logger: true, ...address }).catch((error: unknown) => {
  if (isSocketError(error)) {
    const { host, port } = address!;
    const what = process.env.DATABASE_URL ? ' (or reach DATABASE_URL)' : '';
    console.error(
      `The backend cannot listen on ${host} port ${port}${what}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  if (!(error instanceof DataDirInUseError || error instanceof InvalidSettingError)) throw error;
  console.error(error.message);
  process.exit(1);
});
// Production logs are collected: the service-role key stays in the data folder's keys file, and
// production mode serves no inbox.
const summary = [
  `Local Supabase is up: ${backend.url}`,
  `  anon key:         ${backend.anonKey}`,
  ...(isProductionEnv()
    ? [`  service_role key: not printed in production, see ${localKeysFile(defaultDataDir())}`]
    : [
        `  service_role key: ${backend.serviceRoleKey}`,
        `  local inbox:      ${backend.url}/inbox`,
      ]),
];
console.log(`\n${summary.join('\n')}\n`);

await operateUntilSignal({
  operations: backend.operations,
  host: address!.host,
  close: () => backend.close(),
});
