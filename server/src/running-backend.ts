import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface LocalKeys {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * The backend serving a data folder, if it is running: the keys its last start wrote, when the URL
 * in them answers the health check. PGlite cannot be opened by two processes, so a tool that needs
 * this data folder talks to that server instead of opening it.
 */
export async function findRunningBackend(dataDir: string): Promise<LocalKeys | undefined> {
  const file = await readFile(join(dataDir, 'local-keys.json'), 'utf8').catch(() => undefined);
  if (!file) return undefined;
  const keys = JSON.parse(file) as LocalKeys;
  const health = await fetch(`${keys.url}/auth/v1/health`, {
    signal: AbortSignal.timeout(1500),
  }).catch(() => undefined);
  return health?.ok ? keys : undefined;
}
