import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';

export interface DrainOptions {
  /** Turns readiness off (`/readyz` 503) the moment the signal arrives. */
  drain(): void;
  /** Stops taking connections and resolves once the responses in flight are sent. */
  close(): Promise<void>;
  /** Ends whatever `close` left open once the grace period is over (sockets, workers). */
  forceClose?(): Promise<void> | void;
  /** How long responses in flight may take (default SHUTDOWN_GRACE_MS, else 10 s). */
  graceMs?: number;
  logger?: Logger;
}

/** SHUTDOWN_GRACE_MS, when it is a whole number of milliseconds. */
export function shutdownGraceFrom(env: NodeJS.ProcessEnv): number {
  const value = Number(env.SHUTDOWN_GRACE_MS ?? '');
  return Number.isInteger(value) && value >= 0 && env.SHUTDOWN_GRACE_MS ? value : 10_000;
}

/**
 * On SIGTERM or SIGINT: not ready at once, the responses in flight finished (up to the grace
 * period), then exit 0. A second signal, or an uncaught error, exits 1 (close-with-grace).
 */
export function drainOnSignal(options: DrainOptions): void {
  const graceMs = options.graceMs ?? shutdownGraceFrom(process.env);
  closeWithGrace(
    // Its own timer is a last resort (exit 1) for a close that hangs after the forced end.
    { delay: graceMs + 5_000, logger: options.logger ?? console },
    async ({ signal, err }) => {
      if (err) options.logger?.error({ err }, 'stopping after an uncaught error');
      options.logger?.info({ signal, grace_ms: graceMs }, 'draining');
      options.drain();
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), graceMs);
      });
      const closed = options.close().then(() => 'closed' as const);
      const outcome = await Promise.race([closed, graceOver]);
      clearTimeout(timer);
      if (outcome === 'late') options.logger?.warn('grace period over: closing what is left');
      await options.forceClose?.();
      options.logger?.info('stopped');
    },
  );
}
