/** What a load balancer asks, by IP and with a Host we may not know. */
export const PROBE_PATHS = ['/healthz', '/readyz'];

/** Whether a request target is a probe's (any query ignored). */
export const isProbe = (target: string) => PROBE_PATHS.includes(target.split('?')[0]!);
