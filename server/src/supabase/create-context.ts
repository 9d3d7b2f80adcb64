import { join } from 'node:path';
import type { Database } from '../db/database.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/open-database.js';
import { isProductionEnv } from 'deployment-env';
import { defaultRateLimits, type RateLimits } from './auth/rate-limit.js';
import type { AuthConfig, SupabaseContext } from './context.js';
import { loadOrCreateSigningKeys } from './keys.js';

export interface ContextOptions {
  /** Folder for the PGlite database and the signing key; undefined = in memory with fresh keys. */
  dataDir?: string;
  /** Use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  siteUrls: string[];
  emailConfirmation?: boolean;
  rateLimits?: Partial<RateLimits>;
  refreshTokenReuseIntervalSeconds?: number;
  /** Default: API_EXTERNAL_URL, else the address the server listens on. */
  apiExternalUrl?: string;
  /** Default: 'production' when WATCHWHERE_ENV=production, else 'local'. */
  mode?: SupabaseContext['mode'];
}

/** Opens (and migrates) the database and loads the keys: everything the local Supabase routes need. */
export async function createSupabaseContext(options: ContextOptions): Promise<SupabaseContext> {
  const lock = options.dataDir ? await lockDataDir(options.dataDir) : undefined;
  const opening = async () => {
    const keys = await loadOrCreateSigningKeys(options.dataDir);
    const opened = await openDatabase({
      databaseUrl: options.databaseUrl,
      pgliteDir: options.dataDir ? join(options.dataDir, 'pgdata') : undefined,
    });
    const db: Database = lock
      ? { ...opened, close: () => opened.close().finally(() => lock.release()) }
      : opened;
    return { keys, db };
  };
  const { keys, db } = await opening().catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  const auth: AuthConfig = {
    siteUrls: options.siteUrls,
    emailConfirmation: options.emailConfirmation ?? true,
    accessTokenLifetimeSeconds: 3600,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    apiExternalUrl: (options.apiExternalUrl ?? process.env.API_EXTERNAL_URL)?.replace(/\/+$/, ''),
  };
  return { db, keys, auth, mode: options.mode ?? (isProductionEnv() ? 'production' : 'local') };
}
