import closeWithGrace from 'close-with-grace';
import { InvalidSettingError } from 'deployment-env';
import type { Logger } from 'pino';

export interface DrainOptions {
  /** Turns readiness off (`/readyz` 503) the moment the signal arrives. */
  drain(): void;
  /** Stops taking connections and resolves once the responses in flight are sent. */
  close(): Promise<void>;
  /** Ends whatever `close` left open once the grace period is over (sockets, workers). */
  forceClose?(): Promise<void> | void;
  timing: ShutdownTiming;
  logger?: Logger;
}

/** How a process stops: how long it still takes requests, then how long those may take. */
export interface ShutdownTiming {
  /** SHUTDOWN_DELAY_MS (default 1 s): still serving, `/readyz` 503, so a balancer stops sending. */
  delayMs: number;
  /** SHUTDOWN_GRACE_MS (default 10 s): then the responses in flight may take this long. */
  graceMs: number;
}

const millisecondsFrom = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 600_000) {
    throw new InvalidSettingError(
      `${name} must be a whole number of milliseconds (0–600000), not "${raw}".`,
    );
  }
  return value;
};

/** SHUTDOWN_DELAY_MS and SHUTDOWN_GRACE_MS, checked. */
export const shutdownTimingFrom = (env: NodeJS.ProcessEnv): ShutdownTiming => ({
  delayMs: millisecondsFrom(env, 'SHUTDOWN_DELAY_MS', 1_000),
  graceMs: millisecondsFrom(env, 'SHUTDOWN_GRACE_MS', 10_000),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * On SIGTERM or SIGINT: not ready at once, still serving for the delay (requests already sent are
 * read, a balancer sees the 503), then the listener closed and the responses in flight finished
 * (up to the grace period), then exit 0. A second signal, or an uncaught error, exits 1
 * (close-with-grace).
 */
export function drainOnSignal(options: DrainOptions): void {
  const { delayMs, graceMs } = options.timing;
  closeWithGrace(
    // Its own timer is a last resort (exit 1) for a close that hangs after the forced end.
    { delay: delayMs + graceMs + 5_000, logger: options.logger ?? console },
    async ({ signal, err }) => {
      if (err) options.logger?.error({ err }, 'stopping after an uncaught error');
      options.logger?.info({ signal, delay_ms: delayMs, grace_ms: graceMs }, 'draining');
      options.drain();
      await sleep(delayMs);
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
