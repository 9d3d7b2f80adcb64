import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openEmptyDatabase } from '../test-support.js';
import type { Database } from './database.js';
import { migrate } from './migrate.js';

const UNSEED_MIGRATION = '20261127120000_remove_seeded_popular_searches';

/** What 20250601000400 used to insert: [media_type, tmdb_id, title, count]. */
const SEEDED: [string, number, string, number][] = [
  ['movie', 27205, 'Inception', 3205],
  ['tv', 66732, 'Stranger Things', 2876],
  ['movie', 155, 'The Dark Knight', 2543],
  ['tv', 1396, 'Breaking Bad', 2198],
  ['movie', 603, 'The Matrix', 1874],
  ['tv', 2316, 'The Office', 1532],
  ['movie', 19995, 'Avatar', 1267],
  ['tv', 119051, 'Wednesday', 982],
];

/** Real clicks counted on top of the seed, by title. */
const CLICKS: Record<string, number> = { Inception: 3, 'The Matrix': 1, Wednesday: 40 };

const rows = (db: Database) =>
  db.query<{ media_type: string; tmdb_id: number; title: string; count: number }>(
    `select media_type, tmdb_id, title, count from public.popular_searches
     order by count desc, media_type, tmdb_id`,
  );

describe('popular searches start with no invented counts', () => {
  test('a new database has no popular searches', async () => {
    const db = await openEmptyDatabase();
    try {
      assert.ok((await migrate(db)).includes(UNSEED_MIGRATION));
      assert.deepEqual(await rows(db), []);
    } finally {
      await db.close();
    }
  });

  describe('upgrading a database that holds the old seed', () => {
    let db: Database;
    before(async () => {
      db = await openEmptyDatabase();
      await migrate(db, { before: UNSEED_MIGRATION });
      for (const [mediaType, id, title, seeded] of SEEDED) {
        await db.query(
          `insert into public.popular_searches (media_type, tmdb_id, title, count)
           values ($1, $2, $3, $4)`,
          [mediaType, id, title, seeded + (CLICKS[title] ?? 0)],
        );
      }
      // Rows the seed never had: another title, and a seeded id of the other media type.
      await db.query(
        `insert into public.popular_searches (media_type, tmdb_id, title, count)
         values ('tv', 1399, 'Game of Thrones', 7), ('tv', 27205, 'Same id, a series', 2)`,
      );
      // A seeded row someone lowered by hand below its seed: gone, not negative.
      await db.query(`update public.popular_searches set count = 12 where title = 'Avatar'`);
      assert.ok((await migrate(db)).includes(UNSEED_MIGRATION));
    });
    after(() => db.close());

    test('keeps every real click, deletes rows left with none, leaves other rows alone', async () => {
      assert.deepEqual(await rows(db), [
        { media_type: 'tv', tmdb_id: 119051, title: 'Wednesday', count: 40 },
        { media_type: 'tv', tmdb_id: 1399, title: 'Game of Thrones', count: 7 },
        { media_type: 'movie', tmdb_id: 27205, title: 'Inception', count: 3 },
        { media_type: 'tv', tmdb_id: 27205, title: 'Same id, a series', count: 2 },
        { media_type: 'movie', tmdb_id: 603, title: 'The Matrix', count: 1 },
      ]);
    });

    test('a click after the upgrade counts from the real count', async () => {
      const [row] = await db.query<{ count: number }>(
        `select count from public.increment_popular_search(27205, 'movie', 'Inception')`,
      );
      assert.equal(row!.count, 4);
    });
  });
});
