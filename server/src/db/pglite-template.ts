import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.js';
import { migrate, migrations } from './migrate.js';
import { pgliteDatabase } from './pglite-database.js';

const templatesDir = join(tmpdir(), 'watchwhere-pglite-templates');
const pgliteVersion = (
  createRequire(import.meta.url)('../../package.json') as { dependencies: Record<string, string> }
).dependencies['@electric-sql/pglite'];

/**
 * A database with every migration applied, in memory or in a new data folder. It is loaded from a
 * dump of one made and migrated once: that opens in under a second, where a new database spends
 * two to three seconds in initdb and its migrations (tests start dozens, and each new data folder
 * was one more). The dump is kept in the system's temp folder under a hash of PGlite's version and
 * the migrations' text, so a changed migration makes a new one; `openDatabase` still runs
 * `migrate` after it.
 */
export async function openMigratedPglite(dataDir?: string): Promise<Database> {
  const file = await templateFile();
  const stored = await readFile(file).catch(() => undefined);
  if (stored) {
    const loaded = await PGlite.create({ dataDir, loadDataDir: new Blob([stored]) }).catch(
      () => undefined,
    );
    if (loaded) return pgliteDatabase(loaded);
    await rm(file, { force: true });
    // What a failed load wrote is no database yet: the folder starts again from initdb.
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  await migrate(pgliteDatabase(db));
  await storeTemplate(file, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
  return pgliteDatabase(db);
}

/** Where the dump for the current migrations is kept. */
export async function templateFile(): Promise<string> {
  const hash = createHash('sha256').update(`${pgliteVersion}\n`);
  for (const { name, sql } of await migrations()) hash.update(`${name}\n${sql}\n`);
  return join(templatesDir, `${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Written aside, then renamed: a process starting beside this one reads a whole dump or none. */
async function storeTemplate(file: string, dump: Buffer): Promise<void> {
  await mkdir(templatesDir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, dump);
  await rename(partial, file);
}
