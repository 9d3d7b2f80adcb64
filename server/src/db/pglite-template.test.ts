import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Database } from './database.js';
import { migrations } from './migrate.js';
import { openDatabase } from './open-database.js';
import { openMigratedPglite, templateFile } from './pglite-template.js';

const appliedNames = async (db: Database) =>
  (await db.query<{ name: string }>('select name from _local.schema_migrations order by name')).map(
    (row) => row.name,
  );

test('each database in memory has every migration and nothing of another one’s', async () => {
  const first = await openMigratedPglite();
  const second = await openMigratedPglite();
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
  const db = await openMigratedPglite();
  try {
    assert.deepEqual(
      await appliedNames(db),
      (await migrations()).map((migration) => migration.name),
    );
  } finally {
    await db.close();
  }
});

test('a new data folder opens migrated from the template, and keeps what is written to it', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'watchwhere-template-'));
  const pgliteDir = join(folder, 'pgdata');
  try {
    const first = await openDatabase({ pgliteDir });
    try {
      assert.deepEqual(
        await appliedNames(first),
        (await migrations()).map((migration) => migration.name),
      );
      await first.exec('create table public.kept (a int); insert into public.kept values (7);');
    } finally {
      await first.close();
    }
    const reopened = await openDatabase({ pgliteDir });
    try {
      assert.deepEqual(await reopened.query('select a from public.kept'), [{ a: 7 }]);
    } finally {
      await reopened.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
