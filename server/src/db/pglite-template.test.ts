import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Database } from './database.js';
import { migrations } from './migrate.js';
import { openMigratedPgliteInMemory, templateFile } from './pglite-template.js';

const appliedNames = async (db: Database) =>
  (await db.query<{ name: string }>('select name from _local.schema_migrations order by name')).map(
    (row) => row.name,
  );

test('each database in memory has every migration and nothing of another one’s', async () => {
  const first = await openMigratedPgliteInMemory();
  const second = await openMigratedPgliteInMemory();
  try {
    const expected = (await migrations()).map((migration) => migration.name);
    assert.deepEqual(await appliedNames(first), expected);
    assert.deepEqual(await appliedNames(second), expected);
    await first.exec('create table public.scratch (a int); insert into public.scratch values (1);');
    const [found] = await second.query<{ table: string | null }>(
      "select to_regclass('public.scratch')::text as table",
    );
    assert.equal(found?.table, null);
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});

test('a damaged template is made again, and the database still opens migrated', async () => {
  await writeFile(await templateFile(), 'not a data folder');
  const db = await openMigratedPgliteInMemory();
  try {
    assert.deepEqual(
      await appliedNames(db),
      (await migrations()).map((migration) => migration.name),
    );
  } finally {
    await db.close();
  }
});
