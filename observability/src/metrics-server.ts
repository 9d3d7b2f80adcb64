import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { isProductionEnv, InvalidSettingError } from 'deployment-env';
import type { ServerMetrics } from './metrics.js';
import { metricsHandler } from './operated-fastify.js';

/** Where a process serves `/metrics`. */
export interface MetricsPlacement {
  /** On the main port too (local mode only: production keeps metrics off the public port). */
  onMainPort: boolean;
  /** A port of its own (METRICS_PORT), if set. */
  port?: number;
}

/** Local: the main port (and METRICS_PORT if set). Production: METRICS_PORT only, else none. */
export function metricsPlacementFrom(env: NodeJS.ProcessEnv): MetricsPlacement {
  const raw = env.METRICS_PORT?.trim();
  const port = raw ? Number(raw) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
    throw new InvalidSettingError(`METRICS_PORT must be a port number (0–65535), not "${raw}".`);
  }
  return { onMainPort: !isProductionEnv(env), port };
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** `/metrics` alone, on a port of its own (what Prometheus scrapes in production). */
export async function startMetricsServer(
  metrics: ServerMetrics,
  address: { host: string; port: number },
): Promise<MetricsServer> {
  const app = Fastify({ logger: false });
  app.get('/metrics', metricsHandler(metrics));
  await app.listen(address);
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://${address.host}:${port}/metrics`, close: () => app.close() };
}
