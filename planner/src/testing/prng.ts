/** A small seeded generator (mulberry32): the same seed gives the same cases on every run. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Pick {
  (): number;
  int(low: number, high: number): number;
  chance(p: number): boolean;
  one<T>(items: readonly T[]): T;
  some<T>(items: readonly T[], count: number): T[];
}

/** Helpers over a seeded generator. */
export function picker(seed: number): Pick {
  const random = prng(seed);
  const int = (low: number, high: number): number => low + Math.floor(random() * (high - low + 1));
  return Object.assign(() => random(), {
    int,
    chance: (p: number) => random() < p,
    one: <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!,
    some: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, count);
    },
  });
}

/** The day `days` after 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
