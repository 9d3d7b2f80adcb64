import type { FastifyInstance } from 'fastify';
import { listeningOrigin } from '../http/listening-origin.js';
import type { RunAlertsFor } from './alert-engine.js';

const HOUR_MS = 3_600_000;

/**
 * Runs the alert engine every hour while the local backend is up (the first run an hour after the
 * start, so a fresh stack, e.g. a test's, starts with no alerts it did not ask for). A failed run is
 * logged and the next hour tries again.
 */
export function scheduleHourlyAlerts(app: FastifyInstance, run: RunAlertsFor): void {
  const timer = setInterval(() => {
    run({ apiUrl: listeningOrigin(app) }).then(
      (summary) => app.log.info({ alerts: summary }, 'alert engine ran'),
      (error: unknown) => app.log.error({ err: error }, 'alert engine run failed'),
    );
  }, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
