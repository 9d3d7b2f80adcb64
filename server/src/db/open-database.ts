import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './pg-database.js';
import { openMigratedPgliteInMemory } from './pglite-template.js';
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
    : location.pgliteDir
      ? await openPgliteDatabase(location.pgliteDir)
      : await openMigratedPgliteInMemory();
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
