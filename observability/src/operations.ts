import { InvalidSettingError } from 'deployment-env';
import { levels, type Logger } from 'pino';
import { shutdownTimingFrom, type ShutdownTiming } from './drain.js';
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
  shutdown: ShutdownTiming;
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
  const level = logLevelFrom(env);
  return {
    logger: options.log
      ? createLogger({ service: options.service, level, destination: options.logTo })
      : undefined,
    metrics: createServerMetrics(),
    readiness: createReadiness(),
    metricsPlacement: metricsPlacementFrom(env),
    shutdown: shutdownTimingFrom(env),
  };
}

/** Every setting of a server's operations, checked (InvalidSettingError names a bad one). */
export function checkOperationsSettings(env: NodeJS.ProcessEnv): void {
  logLevelFrom(env);
  metricsPlacementFrom(env);
  shutdownTimingFrom(env);
}

/** LOG_LEVEL, one of pino's (default info). */
function logLevelFrom(env: NodeJS.ProcessEnv): string {
  const level = env.LOG_LEVEL?.trim() || 'info';
  if (level in levels.values || level === 'silent') return level;
  const known = [...Object.keys(levels.values), 'silent'].join(', ');
  throw new InvalidSettingError(`LOG_LEVEL must be one of ${known}, not "${level}".`);
}
