import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './pg-database.js';
import { openMigratedPglite } from './pglite-template.js';
import { migrate } from './migrate.js';

export interface DatabaseLocation {
  /** A PostgreSQL connection string; wins over `pgliteDir`. */
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory. */
  pgliteDir?: string;
}

/** Opens the configured database and brings its schema up to date (shim, then migrations). */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const db = location.databaseUrl
    ? await openPostgresDatabase(location.databaseUrl)
    : location.pgliteDir && existsSync(join(location.pgliteDir, 'PG_VERSION'))
      ? await openPgliteDatabase(location.pgliteDir)
      : await openMigratedPglite(location.pgliteDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
