/** Whether one thing a server needs is there (a check that throws says no). */
export type ReadinessCheck = () => boolean | Promise<boolean>;

export interface Readiness {
  /** Adds what the server needs, by the name `/readyz` gives it when it is missing. */
  require(name: string, check: ReadinessCheck): void;
  /** The names of what is missing (none: ready). */
  missing(): Promise<string[]>;
  /** From now on not ready: the process is stopping and a balancer should send no more. */
  drain(): void;
  /** Whether `drain` was called. */
  draining(): boolean;
}

export function createReadiness(): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  let draining = false;
  const passes = (check: ReadinessCheck) =>
    Promise.resolve()
      .then(check)
      .catch(() => false);
  return {
    require: (name, check) => void checks.set(name, check),
    async missing() {
      const names = [...checks.keys()];
      const results = await Promise.all([...checks.values()].map(passes));
      const failed = names.filter((_name, index) => !results[index]);
      return draining ? ['shutting down', ...failed] : failed;
    },
    drain: () => void (draining = true),
    draining: () => draining,
  };
}
