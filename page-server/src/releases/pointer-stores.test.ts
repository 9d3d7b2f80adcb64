// The pointer stores' shared contract, on the local folder and on a real PostgreSQL
// (WATCHWHERE_TEST_POSTGRES_URL; `pnpm test` and CI start one).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import pg from 'pg';
import { filePointerStore } from './file-pointer-store.js';
import { idAt, writeFakeRelease } from './fake-release.js';
import { localReleaseFiles } from './local-release-files.js';
import type { PointerStore } from './pointer-store.js';
import { StoreUnavailable } from './pointer-store.js';
import { postgresPointerStore } from './postgres-pointer-store.js';
import { SCHEMA } from './postgres-pointer-schema.js';
import { updatePointer } from './pointer-update.js';
import { promote, rollback } from './promotion.js';
import { InvalidPointerError, withLive } from './release-pointer.js';
import type { Releases } from './releases-context.js';

const POSTGRES_URL = process.env.WATCHWHERE_TEST_POSTGRES_URL?.trim();

const dir = mkdtempSync(path.join(tmpdir(), 'pointer-stores-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
for (let minute = 1; minute <= 4; minute += 1) writeFakeRelease(dir, 'mf-detail', idAt(minute));
const files = localReleaseFiles(dir);

/** A fresh environment name per test: stores share one database between tests. */
const created: string[] = [];
const freshEnv = () => {
  const env = `t-${randomBytes(4).toString('hex')}`;
  created.push(env);
  return env;
};

// The database outlives the tests: what they wrote there goes with them.
after(async () => {
  if (!POSTGRES_URL || created.length === 0) return;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    for (const table of ['history', 'live_releases', 'environments']) {
      await admin.query(`delete from ${SCHEMA}.${table} where env = any($1)`, [created]);
    }
  } finally {
    await admin.end();
  }
});

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
};

const kinds: [string, (() => PointerStore) | null][] = [
  ['the local folder', () => filePointerStore(dir)],
  [
    'PostgreSQL',
    POSTGRES_URL ? () => postgresPointerStore(POSTGRES_URL, { rereadMs: 60_000 }) : null,
  ],
];

for (const [kind, open] of kinds) {
  describe(
    `pointers in ${kind}`,
    { skip: open ? false : 'set WATCHWHERE_TEST_POSTGRES_URL' },
    () => {
      /** Two machines' stores on the same pointers. */
      const machineA: Releases = { files, pointers: open!() };
      const machineB: Releases = { files, pointers: open!() };
      after(() => Promise.all([machineA.pointers.close(), machineB.pointers.close()]));

      test('a promote and a rollback change the pointer, and the history says who, when, from what', async () => {
        const env = freshEnv();
        await promote(machineA, env, 'mf-detail', idAt(1));
        await promote(machineB, env, 'mf-detail', idAt(2));
        assert.deepEqual((await machineA.pointers.read(env)).pointer['mf-detail'], {
          live: idAt(2),
          previous: [idAt(1)],
        });
        await rollback(machineA, env, 'mf-detail');
        const history = await machineB.pointers.history(env);
        assert.deepEqual(
          history.map(({ action, live, replaced }) => [action, live, replaced]),
          [
            ['rollback', idAt(1), idAt(2)],
            ['promote', idAt(2), idAt(1)],
            ['promote', idAt(1), null],
          ],
        );
        assert.ok(history.every(({ by, at }) => by.length > 0 && !Number.isNaN(Date.parse(at))));
        assert.ok((await machineB.pointers.envNames()).includes(env));
      });

      test('two machines changing it at once: one lands first, the other is told and lands on it', async () => {
        const env = freshEnv();
        await promote(machineA, env, 'mf-detail', idAt(1));
        let conflicts = 0;
        // Each takes a while between reading the pointer and answering, as the gate does.
        const slowly = (machine: Releases, id: string) =>
          updatePointer(
            machine,
            env,
            async (pointer) => {
              await new Promise((resolve) => setTimeout(resolve, 200));
              return withLive(pointer, 'mf-detail', id);
            },
            { onConflict: () => (conflicts += 1) },
          );
        await Promise.all([slowly(machineA, idAt(2)), slowly(machineB, idAt(3))]);
        assert.equal(conflicts, 1, 'exactly one had to work its change out again');
        const entry = (await machineA.pointers.read(env)).pointer['mf-detail']!;
        const [first] = [idAt(2), idAt(3)].filter((id) => id !== entry.live);
        assert.deepEqual(entry.previous, [first, idAt(1)], 'the later change landed on the first');
        assert.equal((await machineA.pointers.history(env)).length, 3, 'no change is lost');
      });

      test("another machine's change is seen by a page server following the pointer within 2 s", async () => {
        const env = freshEnv();
        await promote(machineA, env, 'mf-detail', idAt(1));
        const followed = machineA.pointers.follow(env);
        try {
          assert.equal((await followed.current())['mf-detail']?.live, idAt(1));
          await promote(machineB, env, 'mf-detail', idAt(4));
          const seen = await waitFor(
            async () => (await followed.current())['mf-detail']?.live === idAt(4),
            2_000,
          );
          assert.ok(seen, 'the promote was seen');
        } finally {
          await followed.close();
        }
      });
    },
  );
}

describe(
  'pointers in PostgreSQL, under faults',
  { skip: POSTGRES_URL ? false : 'set WATCHWHERE_TEST_POSTGRES_URL' },
  () => {
    const releases: Releases = {
      files,
      pointers: postgresPointerStore(POSTGRES_URL!, { rereadMs: 60_000 }),
    };
    after(() => releases.pointers.close());

    test('a follower whose connection is cut reconnects and reads the pointer again', async () => {
      const env = freshEnv();
      await promote(releases, env, 'mf-detail', idAt(1));
      const followed = releases.pointers.follow(env);
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        await followed.current();
        // Give the listener time to connect, then end every LISTEN session (a database restart).
        await waitFor(async () => {
          const { rowCount } = await admin.query(
            "select 1 from pg_stat_activity where query ilike 'listen %'",
          );
          return (rowCount ?? 0) > 0;
        }, 2_000);
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %'",
        );
        // A change while the listener is away is not notified to it: it reads again on reconnecting.
        await admin.query(
          `update ${SCHEMA}.live_releases set live = $1 where env = $2 and app = 'mf-detail'`,
          [idAt(3), env],
        );
        const seen = await waitFor(
          async () => (await followed.current())['mf-detail']?.live === idAt(3),
          5_000,
        );
        assert.ok(seen, 'the change made while away was read on reconnecting');
      } finally {
        await admin.end();
        await followed.close();
      }
    });

    test('a row that names an unknown app or a bad id is refused, naming it', async () => {
      const env = freshEnv();
      await promote(releases, env, 'mf-detail', idAt(1));
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        await admin.query(
          `insert into ${SCHEMA}.live_releases (env, app, live, previous) values ($1, 'mf-nope', $2, '{}')`,
          [env, idAt(1)],
        );
        await assert.rejects(
          releases.pointers.read(env),
          (error: unknown) =>
            error instanceof InvalidPointerError && /"mf-nope" is not an app/.test(error.message),
        );
      } finally {
        await admin.end();
      }
    });

    test('a database that does not answer is one line naming the setting, with no password', async () => {
      const unreachable = postgresPointerStore('postgres://deployer:s3cret@127.0.0.1:1/releases');
      try {
        await assert.rejects(unreachable.read('production'), (error: unknown) => {
          assert.ok(error instanceof StoreUnavailable);
          assert.match(
            error.message,
            /^RELEASES_POINTER_URL: postgres:\/\/127\.0\.0\.1:1\/releases does not answer/,
          );
          assert.doesNotMatch(error.message, /s3cret|deployer/);
          return true;
        });
      } finally {
        await unreachable.close();
      }
    });
  },
);
