import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningBackend } from '../index.js';
import { signedInClient, startTestBackend } from '../test-support.js';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { openPgliteDatabase } from './pglite-database.js';

const POSTERS_MIGRATION = '20261123140100_relative_poster_paths';

/** Stored poster → what the migration keeps: our image URLs become their file, others nothing. */
const CASES: [string, string | null][] = [
  ['http://127.0.0.1:54321/catalog/img/w500/pm603.svg', '/pm603.svg'],
  ['https://api.example.com/catalog/img/original/pt1399.svg', '/pt1399.svg'],
  [
    'https://image.tmdb.org/t/p/w500/kqjL17yufvn9OVLyXYpvtyrFfak.jpg',
    '/kqjL17yufvn9OVLyXYpvtyrFfak.jpg',
  ],
  ['/already-relative.jpg', '/already-relative.jpg'],
  ['https://evil.example/pixel.png', null],
  ['https://evil.example/img/w500/../../pixel.png', null],
  ['data:image/svg+xml,<svg/>', null],
  ['javascript:alert(1)', null],
];

describe('posters are stored as relative paths', () => {
  describe('upgrading a database that holds absolute poster URLs', () => {
    let db: Database;
    before(async () => {
      db = await openPgliteDatabase(undefined);
      await migrate(db, { before: POSTERS_MIGRATION });
    });
    after(() => db.close());

    test('watchlist and popular_searches rows get the relative path, or null when not ours', async () => {
      const [user] = await db.query<{ id: string }>(
        `insert into auth.users (email) values ('old-rows@example.com') returning id`,
      );
      for (const [index, [url]] of CASES.entries()) {
        await db.query(
          `insert into public.watchlist (user_id, media_type, tmdb_id, title, poster_path)
           values ($1, 'movie', $2, 'Old row', $3)`,
          [user!.id, index + 1, url],
        );
        await db.query(
          `insert into public.popular_searches (media_type, tmdb_id, title, poster_path, count)
           values ('tv', $1, 'Old row', $2, 1)`,
          [index + 1, url],
        );
      }

      assert.ok((await migrate(db)).includes(POSTERS_MIGRATION));

      const expected = CASES.map(([, path], index) => ({ tmdb_id: index + 1, poster_path: path }));
      assert.deepEqual(
        await db.query(`select tmdb_id, poster_path from public.watchlist order by tmdb_id`),
        expected,
      );
      assert.deepEqual(
        await db.query(
          `select tmdb_id, poster_path from public.popular_searches
           where media_type = 'tv' and title = 'Old row' order by tmdb_id`,
        ),
        expected,
      );
    });
  });

  describe('writes after the upgrade', () => {
    let backend: RunningBackend;
    before(async () => (backend = await startTestBackend()));
    after(() => backend.close());

    test("a watchlist add with a full URL (an older remote's) stores the relative path", async () => {
      const { client } = await signedInClient(backend, 'poster-writer');
      const added = await client
        .from('watchlist')
        .insert([
          {
            media_type: 'movie',
            tmdb_id: 603,
            title: 'The Matrix',
            poster_path: 'http://127.0.0.1:54321/catalog/img/w500/pm603.svg',
          },
          {
            media_type: 'movie',
            tmdb_id: 604,
            title: 'Foreign poster',
            poster_path: 'https://evil.example/pixel.png',
          },
          { media_type: 'movie', tmdb_id: 605, title: 'Relative', poster_path: '/pm605.svg' },
        ])
        .select('tmdb_id, poster_path')
        .order('tmdb_id');
      assert.equal(added.error, null);
      assert.deepEqual(added.data, [
        { tmdb_id: 603, poster_path: '/pm603.svg' },
        { tmdb_id: 604, poster_path: null },
        { tmdb_id: 605, poster_path: '/pm605.svg' },
      ]);
      const changed = await client
        .from('watchlist')
        .update({ poster_path: 'https://evil.example/other.png' })
        .eq('tmdb_id', 605)
        .select('poster_path');
      assert.deepEqual(changed.data, [{ poster_path: null }]);
    });
  });
});
