import type { Operations } from 'observability';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { UpstreamObserver } from './tmdb-upstream.js';

const REQUESTS = 'watchwhere_tmdb_requests_total';
const DURATION = 'watchwhere_tmdb_request_duration_seconds';

/**
 * TMDB calls counted on a server's own registry (made once per registry: two catalogs on one
 * server share them), and the circuit's changes and 429 pauses in its log.
 */
export function tmdbObserver({ metrics: { registry }, logger }: Operations): UpstreamObserver {
  const requests = metric(
    registry,
    REQUESTS,
    () =>
      new Counter({
        name: REQUESTS,
        help: 'Calls to TMDB by outcome (2xx, 404, 4xx, 429, 5xx, timeout, network), and those not made (circuit_open, queue_full, paused).',
        labelNames: ['status'] as const,
        registers: [registry],
      }),
  );
  const duration = metric(
    registry,
    DURATION,
    () =>
      new Histogram({
        name: DURATION,
        help: 'Time TMDB took to answer a call that was made.',
        buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        registers: [registry],
      }),
  );
  return {
    called(status, seconds) {
      requests.inc({ status });
      if (seconds !== undefined) duration.observe(seconds);
    },
    circuitChanged(state) {
      if (state === 'open') logger?.warn({ circuit: state }, 'TMDB failing: circuit open');
      else logger?.info({ circuit: state }, `TMDB circuit ${state}`);
    },
    paused(seconds) {
      logger?.warn({ retry_after_s: seconds }, 'TMDB answered 429: no calls until Retry-After');
    },
  };
}

function metric<T>(registry: Registry, name: string, create: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? create();
}
