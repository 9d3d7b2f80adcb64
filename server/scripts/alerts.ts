// Runs the alert engine once: `pnpm --filter server alerts run [--as-of YYYY-MM-DD]`.
// If the backend of this data folder is running, it is asked through POST
// /functions/v1/send-alerts with the service-role key (PGlite cannot be opened by two processes);
// otherwise the backend is started in-process on a spare port just for this run.
import { parseArgs } from 'node:util';
import { isRunDay, runDayRule } from '../../supabase/functions/_shared/run-day.ts';
import { defaultDataDir } from '../src/index.js';
import { findRunningBackend } from '../src/running-backend.js';
import { startPrivateBackend } from './private-backend.js';

const usage = `Usage: pnpm --filter server alerts run [--as-of YYYY-MM-DD] (${runDayRule})`;

function parseCommand() {
  try {
    const { positionals, values } = parseArgs({
      options: { 'as-of': { type: 'string' } },
      allowPositionals: true,
    });
    const asOf = values['as-of'];
    if (positionals.join(' ') !== 'run' || (asOf !== undefined && !isRunDay(asOf))) {
      return undefined;
    }
    return { asOf };
  } catch {
    return undefined;
  }
}

const command = parseCommand();
if (!command) {
  console.error(usage);
  process.exit(2);
}

const dataDir = defaultDataDir();
const running = await findRunningBackend(dataDir);
const backend = running ? undefined : await startPrivateBackend(dataDir);
const endpoint = running ?? backend!.endpoint;
try {
  const response = await fetch(`${endpoint.url}/functions/v1/send-alerts`, {
    method: 'POST',
    headers: {
      apikey: endpoint.serviceRoleKey,
      authorization: `Bearer ${endpoint.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(command.asOf ? { as_of: command.asOf } : {}),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`send-alerts answered ${response.status}: ${body}`);
  console.log(JSON.stringify(JSON.parse(body), null, 2));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await backend?.close();
}
