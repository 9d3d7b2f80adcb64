import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.js';

const shimFile = fileURLToPath(new URL('./local-shim.sql', import.meta.url));
const migrationsDir = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));
const shimName = '00000000000000_local_supabase_shim';
// Any constant: serialises concurrent start-ups against one PostgreSQL database.
const migrationLockKey = 7_331_001;

export interface Migration {
  name: string;
  sql: string;
}

export interface MigrateOptions {
  /** Stop before the first migration whose name sorts at or after this one (upgrade tests). */
  before?: string;
}

/** Applies the local Supabase shim, then every supabase/migrations/*.sql file not yet recorded, in name order. */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  const pending = await migrations(options);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`create schema if not exists _local;
      create table if not exists _local.schema_migrations (name text primary key, applied_at timestamptz not null default now());`);
    const applied = new Set(
      (await tx.query<{ name: string }>('select name from _local.schema_migrations')).map(
        (r) => r.name,
      ),
    );
    const toApply = pending.filter((m) => !applied.has(m.name));
    for (const migration of toApply) await apply(tx, migration);
    return toApply.map((m) => m.name);
  });
}

/** The shim, then the migrations (up to `before`), in the order `migrate` applies them. */
export async function migrations({ before }: MigrateOptions = {}): Promise<Migration[]> {
  return [
    { name: shimName, sql: await readFile(shimFile, 'utf8') },
    ...(await readMigrations()).filter((m) => before === undefined || m.name < before),
  ];
}

async function apply(tx: Queryable, migration: Migration): Promise<void> {
  try {
    await tx.exec(migration.sql);
  } catch (error) {
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  await tx.query('insert into _local.schema_migrations (name) values ($1)', [migration.name]);
}

async function readMigrations(): Promise<Migration[]> {
  const names = (await readdir(migrationsDir)).filter((n) => n.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (file) => ({
      name: file.replace(/\.sql$/, ''),
      sql: await readFile(migrationsDir + file, 'utf8'),
    })),
  );
}
