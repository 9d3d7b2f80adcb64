export { createServerMetrics, type ServerMetrics } from './metrics.js';
export { createLogger, type LoggerOptions } from './logger.js';
export { createReadiness, type Readiness, type ReadinessCheck } from './readiness.js';
export {
  checkOperationsSettings,
  createOperations,
  type Operations,
  type OperationsOptions,
} from './operations.js';
export { REQUEST_ID_HEADER, requestIdOf } from './request-id.js';
export { safeUrl, withoutSecrets } from './safe-url.js';
export { metricsHandler, observe, operatedFastifyOptions } from './operated-fastify.js';
export { isProbe, PROBE_PATHS } from './probes.js';
export { nameRoute, OneLinePerRequest, requestFields, routeOf } from './request-log.js';
export {
  metricsPlacementFrom,
  startMetricsServer,
  type MetricsPlacement,
  type MetricsServer,
} from './metrics-server.js';
export {
  drainOnSignal,
  shutdownTimingFrom,
  type DrainOptions,
  type ShutdownTiming,
} from './drain.js';
export { operateUntilSignal, type OperateOptions } from './operate.js';
export { INTERNAL_TOKEN_HEADER, withInternalToken } from './internal-token.js';
