// Pointers in PostgreSQL (RELEASES_POINTER_URL): shared by every page server and every team's CI.
// A change is one transaction under an advisory lock, landing only on the version it read; it
// notifies every page server at once, which also reads again on reconnecting and on a timer (a
// dropped connection loses notifications). Use a session connection: LISTEN does not pass a
// transaction pooler.
import pg from 'pg';
import type { FollowedPointer, PointerChange, PointerStore } from './pointer-store.js';
import { StoreUnavailable } from './pointer-store.js';
import { CHANNEL, CREATE_SCHEMA, LOCK_KEY, SCHEMA } from './postgres-pointer-schema.js';
import { checkEnvName, pointerFrom, type ReleasePointer } from './release-pointer.js';

export interface PostgresPointerOptions {
  /** How often a followed pointer is read again besides its notifications (default 30 s). */
  rereadMs?: number;
}

/** The URL without its credentials, for messages and logs. */
export const describePostgresUrl = (url: string) => {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname}`;
};

/**
 * A failure to reach the database (a socket error, a connection refused, cut or shut down) as one
 * line; any other error is passed on as it is.
 */
function unavailable(description: string, error: unknown): unknown {
  const { code = '', message = String(error) } = error as { code?: string; message?: string };
  const unreachable =
    /^E[A-Z]+$/.test(code) || /^(08|57P0)/.test(code) || /^Connection terminated/.test(message);
  if (!unreachable) return error;
  return new StoreUnavailable(
    `RELEASES_POINTER_URL: ${description} does not answer (${message || code})`,
  );
}

interface PointerRow {
  version: string;
  app: string | null;
  live: string | null;
  previous: string[] | null;
}

export function postgresPointerStore(
  url: string,
  { rereadMs = 30_000 }: PostgresPointerOptions = {},
): PointerStore {
  const description = describePostgresUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle client's error (the server restarted) must not end the process: the pool drops it.
  pool.on('error', (error) => console.error(`Release pointer: ${description}: ${error.message}`));
  const followers = new Set<FollowedPointer>();

  let schemaReady: Promise<void> | undefined;
  const ready = () =>
    (schemaReady ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
        await client.query(CREATE_SCHEMA);
        await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      schemaReady = undefined;
      throw error;
    }));

  const guarded = async <Result>(work: () => Promise<Result>): Promise<Result> => {
    try {
      await ready();
      return await work();
    } catch (error) {
      throw unavailable(description, error);
    }
  };

  const read = (env: string) =>
    guarded(async () => {
      checkEnvName(env);
      const { rows } = await pool.query<PointerRow>(
        `select e.version::text as version, l.app, l.live, l.previous
           from ${SCHEMA}.environments e left join ${SCHEMA}.live_releases l using (env)
          where e.env = $1`,
        [env],
      );
      const value = Object.fromEntries(
        rows.flatMap(({ app, live, previous }) => (app ? [[app, { live, previous }]] : [])),
      );
      return {
        pointer: pointerFrom(value, `${env}'s pointer in ${description}`),
        version: rows[0]?.version ?? '0',
      };
    });

  const write = async (
    client: pg.PoolClient,
    env: string,
    version: string,
    next: ReleasePointer,
    changes: PointerChange[],
  ) => {
    await client.query('begin');
    try {
      const swapped =
        version === '0'
          ? await client.query(
              `insert into ${SCHEMA}.environments (env, version) values ($1, 1) on conflict do nothing`,
              [env],
            )
          : await client.query(
              `update ${SCHEMA}.environments set version = version + 1 where env = $1 and version = $2`,
              [env, version],
            );
      if (swapped.rowCount !== 1) {
        await client.query('rollback');
        return false;
      }
      await client.query(`delete from ${SCHEMA}.live_releases where env = $1`, [env]);
      for (const [app, entry] of Object.entries(next)) {
        await client.query(
          `insert into ${SCHEMA}.live_releases (env, app, live, previous) values ($1, $2, $3, $4)`,
          [env, app, entry.live, entry.previous],
        );
      }
      for (const change of changes) {
        await client.query(
          `insert into ${SCHEMA}.history (env, app, live, replaced, action, changed_by, changed_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [env, change.app, change.live, change.replaced, change.action, change.by, change.at],
        );
      }
      await client.query('select pg_notify($1, $2)', [CHANNEL, env]);
      await client.query('commit');
      return true;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  };

  return {
    description,
    read,
    envNames: () =>
      guarded(async () => {
        const { rows } = await pool.query<{ env: string }>(
          `select env from ${SCHEMA}.environments order by env`,
        );
        return rows.map(({ env }) => env);
      }),
    async withLock(work) {
      const client = await guarded(() => pool.connect());
      try {
        await guarded(() => client.query('select pg_advisory_lock($1)', [LOCK_KEY]));
        try {
          return await work({
            write: (env, version, next, changes) =>
              guarded(() => write(client, env, version, next, changes)),
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
        }
      } finally {
        client.release();
      }
    },
    history: (env, limit = 50) =>
      guarded(async () => {
        const { rows } = await pool.query<Record<string, string | null>>(
          `select env, app, live, replaced, action, changed_by, changed_at
             from ${SCHEMA}.history where env = $1 order by id desc limit $2`,
          [checkEnvName(env), limit],
        );
        return rows.map((row) => ({
          env: row.env!,
          app: row.app as PointerChange['app'],
          live: row.live!,
          replaced: row.replaced ?? null,
          action: row.action as PointerChange['action'],
          by: row.changed_by!,
          at: new Date(row.changed_at!).toISOString(),
        }));
      }),
    follow(env) {
      const follower = followPointer({ url, description, env, rereadMs, read });
      followers.add(follower);
      return {
        current: follower.current,
        close: async () => {
          followers.delete(follower);
          await follower.close();
        },
      };
    },
    async close() {
      await Promise.all([...followers].map((follower) => follower.close()));
      followers.clear();
      await pool.end();
    },
  };
}

interface FollowOptions {
  url: string;
  description: string;
  env: string;
  rereadMs: number;
  read: PointerStore['read'];
}

/**
 * An environment's pointer as last read: read again on each notification, on reconnecting and on
 * a timer. `current()` answers from memory; before the first read, it waits for it.
 */
function followPointer({ url, description, env, rereadMs, read }: FollowOptions) {
  let latest: Promise<ReleasePointer> = read(env).then(({ pointer }) => pointer);
  latest.catch(() => {});
  let closed = false;
  let listener: pg.Client | undefined;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const reread = () => {
    const next = read(env).then(({ pointer }) => pointer);
    next.catch(() => {});
    // A failed read answers with its error, which the page server logs, keeping its last set.
    latest = next;
  };
  const listen = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    listener = client;
    const retry = () => {
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (closed || retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void listen();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on('error', (error) => {
      console.error(`Release pointer: ${description} (listening): ${error.message}`);
      retry();
    });
    client.on('end', retry);
    client.on('notification', ({ payload }) => {
      if (payload === env) reread();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      retryMs = 500;
      reread();
    } catch {
      retry();
    }
  };
  void listen();
  const timer = setInterval(reread, rereadMs);
  timer.unref();

  return {
    current: () => latest,
    async close() {
      closed = true;
      clearInterval(timer);
      clearTimeout(retryTimer);
      listener?.removeAllListeners();
      listener?.on('error', () => {});
      await listener?.end().catch(() => {});
    },
  };
}
