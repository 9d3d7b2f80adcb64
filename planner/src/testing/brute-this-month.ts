import type { PlanService, PlanTitle } from '../types.ts';

export interface BruteSet {
  ids: number[];
  covered: number;
  price: number | null;
  owned: number;
}

const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

function lexIds(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

function allSubsets(services: readonly PlanService[]): PlanService[][] {
  const subsets: PlanService[][] = [];
  for (let mask = 1; mask < 1 << services.length; mask++) {
    subsets.push(services.filter((_, i) => mask & (1 << i)));
  }
  return subsets;
}

/** Every subset with its coverage of the titles streamable today, by exhaustive search. */
function describe(titles: readonly PlanTitle[], today: string, set: PlanService[]): BruteSet {
  const ids = set.map((s) => s.id).sort((a, b) => a - b);
  const covered = titles.filter((title) =>
    title.offers.some(
      (o) =>
        ids.includes(o.serviceId) &&
        (o.from === null || o.from <= today) &&
        (o.until === null || today <= o.until),
    ),
  ).length;
  const price = set.every((s) => s.price !== null)
    ? set.reduce((sum, s) => sum + s.price!, 0)
    : null;
  return { ids, covered, price, owned: set.filter((s) => s.owned).length };
}

/** The spec read literally, by enumerating every set of k services. */
export function bruteSteps(
  titles: PlanTitle[],
  services: PlanService[],
  today: string,
): BruteSet[] {
  const sets = allSubsets(services).map((set) => describe(titles, today, set));
  const total = describe(titles, today, services).covered;
  const steps: BruteSet[] = [];
  for (let k = 1; k <= services.length && (steps.at(-1)?.covered ?? 0) < total; k++) {
    const ofSize = sets.filter((set) => set.ids.length === k);
    const most = Math.max(...ofSize.map((set) => set.covered));
    const tied = ofSize.filter((set) => set.covered === most);
    const byPrice = tied.every((set) => set.price !== null);
    tied.sort(
      (a, b) =>
        (byPrice && !near(a.price!, b.price!) ? a.price! - b.price! : 0) ||
        b.owned - a.owned ||
        lexIds(a.ids, b.ids),
    );
    steps.push(tied[0]!);
  }
  return steps;
}

/** For each reachable coverage, the cheapest priced set covering at least that many; frontier. */
export function bruteCheapest(
  titles: PlanTitle[],
  services: PlanService[],
  today: string,
): BruteSet[] {
  const priced = services.filter((s) => s.price !== null);
  const sets = allSubsets(priced).map((set) => describe(titles, today, set));
  const reach = Math.max(0, ...sets.map((set) => set.covered));
  const frontier: BruteSet[] = [];
  for (let target = 1; target <= reach;) {
    const best = sets
      .filter((set) => set.covered >= target)
      .sort(
        (a, b) =>
          (near(a.price!, b.price!) ? 0 : a.price! - b.price!) ||
          b.covered - a.covered ||
          a.ids.length - b.ids.length ||
          b.owned - a.owned ||
          lexIds(a.ids, b.ids),
      )[0]!;
    frontier.push(best);
    target = best.covered + 1;
  }
  return frontier;
}
