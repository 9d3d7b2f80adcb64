import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import type { Database } from './database.js';

/** How long readiness waits for the database's answer. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * The backend is ready while its database answers; a connection lost (a restart) is logged and
 * counted, and the pool reconnects on the next query.
 */
export function watchDatabase(app: FastifyInstance, db: Database): void {
  const lost = new Counter({
    name: 'watchwhere_database_connections_lost_total',
    help: 'Idle database connections that broke (the server restarted or went away).',
    registers: [app.operations.metrics.registry],
  });
  db.onConnectionLost?.((error) => {
    lost.inc();
    // The error carries its pg client (and so the connection's settings): its words only.
    const { code } = error as { code?: string };
    app.log.warn(
      { error: error.message, code },
      'database connection lost; the next query reconnects',
    );
  });
  app.operations.readiness.require('database', async () => {
    const probe = db.query('select 1').then(() => true);
    const timeout = new Promise<boolean>((resolve) =>
      setTimeout(resolve, PROBE_TIMEOUT_MS, false).unref(),
    );
    return Promise.race([probe, timeout]);
  });
}
