import { drainOnSignal } from './drain.js';
import { startMetricsServer } from './metrics-server.js';
import type { Operations } from './operations.js';

export interface OperateOptions {
  operations: Operations;
  /** The address the process listens on: METRICS_PORT's server listens there too. */
  host: string;
  /** Stops the process's servers once their responses in flight are sent. */
  close(): Promise<void>;
  /** Ends whatever `close` left once the grace period is over. */
  forceClose?(): Promise<void> | void;
}

/**
 * What a process's entry point does once it serves: `/metrics` on METRICS_PORT if set, and on
 * SIGTERM a drain (not ready at once, responses in flight finished, exit 0). A METRICS_PORT it
 * cannot listen on stops the process with one line.
 */
export async function operateUntilSignal(options: OperateOptions): Promise<void> {
  const { operations } = options;
  const port = operations.metricsPlacement.port;
  const metrics =
    port === undefined
      ? undefined
      : await startMetricsServer(operations.metrics, { host: options.host, port }).catch(
          (error: Error) => {
            console.error(`Cannot serve metrics on ${options.host} port ${port}: ${error.message}`);
            process.exit(1);
          },
        );
  if (metrics) operations.logger?.info({ url: metrics.url }, 'metrics served');
  drainOnSignal({
    drain: () => operations.readiness.drain(),
    close: async () => {
      await options.close();
      await metrics?.close();
    },
    forceClose: options.forceClose,
    timing: operations.shutdown,
    logger: operations.logger,
  });
}
