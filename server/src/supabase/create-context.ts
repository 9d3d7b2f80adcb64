import { join } from 'node:path';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/open-database.js';
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
}

/** Opens (and migrates) the database and loads the keys: everything the local Supabase routes need. */
export async function createSupabaseContext(options: ContextOptions): Promise<SupabaseContext> {
  const keys = await loadOrCreateSigningKeys(options.dataDir);
  const db: Database = await openDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDir: options.dataDir ? join(options.dataDir, 'pgdata') : undefined,
  });
  const auth: AuthConfig = {
    siteUrls: options.siteUrls,
    emailConfirmation: options.emailConfirmation ?? true,
    accessTokenLifetimeSeconds: 3600,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
  };
  return { db, keys, auth };
}
