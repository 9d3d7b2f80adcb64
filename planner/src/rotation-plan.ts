import { cheapestService } from './rotation-draft.ts';
import type { RotationProblem } from './rotation-input.ts';
import type { PlanTitle, Rotation } from './types.ts';

/** A solved plan before it is written out: the month each title is watched in, what is held. */
export interface RawPlan {
  /** Per watchable title (same order): its month, or -1. */
  monthOf: number[];
  /** Per month: held service indices. */
  held: Set<number>[];
  optimal: boolean;
}

/**
 * Keeps, in each month, only held services some watched title needs (dropping the dearest
 * first), and picks for each title the held service with the lowest id that streams it.
 */
function neededServices(problem: RotationProblem, plan: RawPlan, m: number): Map<number, number> {
  const { watchable, costs, services } = problem;
  const titles = watchable.filter((_, t) => plan.monthOf[t] === m);
  const held = new Set(plan.held[m]);
  for (const title of titles) {
    const options = title.options[m]!;
    // A solver's rounding can leave a title without a held service: hold its cheapest one.
    if (!options.some((s) => held.has(s))) {
      held.add(cheapestService(problem, options));
    }
  }
  const dearestFirst = [...held].sort((a, b) => costs[b]! - costs[a]! || b - a);
  for (const s of dearestFirst) {
    held.delete(s);
    if (titles.some((title) => !title.options[m]!.some((other) => held.has(other)))) held.add(s);
  }
  const byId = [...held].sort((a, b) => services[a]!.id - services[b]!.id);
  const serviceOf = new Map<number, number>();
  for (const title of titles) {
    serviceOf.set(
      title.index,
      byId.find((s) => title.options[m]!.includes(s))!,
    );
  }
  return serviceOf;
}

export function writePlan(
  problem: RotationProblem,
  titles: readonly PlanTitle[],
  plan: RawPlan,
): Rotation {
  const { months, services, costs, watchable } = problem;
  const used = new Set<number>();
  let cost = 0;
  const written = months.map((month, m) => {
    const serviceOf = neededServices(problem, plan, m);
    const held = [...new Set(serviceOf.values())].sort((a, b) => services[a]!.id - services[b]!.id);
    held.forEach((s) => used.add(s));
    cost += held.reduce((sum, s) => sum + costs[s]!, 0);
    const order = [...serviceOf.keys()].sort((a, b) => a - b);
    return {
      start: month.start,
      serviceIds: held.map((s) => services[s]!.id),
      watch: order.map((t) => ({
        key: titles[t]!.key,
        serviceId: services[serviceOf.get(t)!]!.id,
      })),
      minutes: order.reduce((sum, t) => sum + titles[t]!.minutes, 0),
    };
  });
  const skipped = watchable
    .filter((_, t) => plan.monthOf[t]! < 0)
    .map((title) => ({ index: title.index, reason: 'no-time' as const }));
  const keyIndex = new Map(titles.map((title, index) => [title.key, index]));
  const unwatched = [
    ...problem.unwatched.map((u) => ({ index: keyIndex.get(u.key)!, reason: u.reason })),
    ...skipped,
  ]
    .sort((a, b) => a.index - b.index)
    .map(({ index, reason }) => ({ key: titles[index]!.key, reason }));
  const keepAllCost = [...used].reduce((sum, s) => sum + costs[s]! * months.length, 0);
  return {
    months: written,
    cost,
    keepAllCost,
    costUnit: problem.costUnit,
    unwatched,
    optimal: plan.optimal,
  };
}
