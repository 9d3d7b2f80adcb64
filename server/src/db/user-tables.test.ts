import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Database } from './database.js';
import { openDatabase } from './open-database.js';

interface UserLink {
  column: string;
  on_delete: string;
}

/**
 * Account deletion removes the auth user and relies on `on delete cascade` for everything else;
 * the export finds user-tied tables through the same foreign keys. These checks make a future
 * migration that forgets either fail here rather than leave data behind.
 */
describe('every user-tied table is deleted and exported with its user', () => {
  let db: Database;
  before(async () => {
    db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
  });
  after(() => db.close());

  const foreignKeysToUsers = () =>
    db.query<UserLink>(
      `select format('%I.%I.%I', n.nspname, t.relname, a.attname) as column,
              case c.confdeltype when 'c' then 'cascade' when 'n' then 'set null'
                when 'd' then 'set default' when 'r' then 'restrict' else 'no action' end as on_delete
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
       where c.contype = 'f' and c.confrelid = 'auth.users'::regclass
       order by 1`,
    );

  test('every foreign key to auth.users deletes on cascade', async () => {
    const links = await foreignKeysToUsers();
    const columns = links.map((link) => link.column);
    for (const known of [
      'public.profiles.id',
      'public.watchlist.user_id',
      'public.subscribers.user_id',
      'public.notify_requests.user_id',
      'auth.sessions.user_id',
      'auth.refresh_tokens.user_id',
      'auth.identities.user_id',
      'auth.flow_state.user_id',
    ]) {
      assert.ok(columns.includes(known), `${known} references auth.users`);
    }
    assert.deepEqual(
      links.filter((link) => link.on_delete !== 'cascade'),
      [],
      'foreign keys to auth.users without on delete cascade',
    );
  });

  test('every public column naming a user, owner or caller references auth.users', async () => {
    const userColumns = await db.query<{ column: string }>(
      `select format('public.%I.%I', c.table_name, c.column_name) as column
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         and c.data_type = 'uuid'
         and c.column_name ~ '(user|owner|caller|account|member|recipient)'
       order by 1`,
    );
    assert.ok(userColumns.length >= 3, 'the check sees the existing user columns');
    const linked = new Set((await foreignKeysToUsers()).map((link) => link.column));
    assert.deepEqual(
      userColumns.map(({ column }) => column).filter((column) => !linked.has(column)),
      [],
      'user columns without "references auth.users (id) on delete cascade"',
    );
  });
});
