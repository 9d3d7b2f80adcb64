import type { Logger } from 'pino';
import { createLogger } from './logger.js';
import { createServerMetrics, type ServerMetrics } from './metrics.js';
import { metricsPlacementFrom, type MetricsPlacement } from './metrics-server.js';
import { createReadiness, type Readiness } from './readiness.js';

/** What an operator sees of one server: its log, its metrics, its readiness. */
export interface Operations {
  /** None: nothing is logged (tests). */
  logger?: Logger;
  metrics: ServerMetrics;
  readiness: Readiness;
  metricsPlacement: MetricsPlacement;
}

export interface OperationsOptions {
  /** Names the process in each log line. */
  service: string;
  /** Log (default off: tests and tools stay quiet). */
  log?: boolean;
  /** Where log lines go (default standard output). */
  logTo?: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
}

/** A server's operations: a logger if asked for, its own registry, readiness with no checks yet. */
export function createOperations(options: OperationsOptions): Operations {
  const env = options.env ?? process.env;
  return {
    logger: options.log
      ? createLogger({ service: options.service, level: env.LOG_LEVEL, destination: options.logTo })
      : undefined,
    metrics: createServerMetrics(),
    readiness: createReadiness(),
    metricsPlacement: metricsPlacementFrom(env),
  };
}
