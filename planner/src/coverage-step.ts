import type { CoverProblem } from './cover-problem.ts';
import type { CoverageStep, PlanTitle } from './types.ts';

/**
 * Orders a set as it adds most: first the service covering the most alone, then each next one
 * by what it adds to those before it (ties to the lower id).
 */
export function orderByGain(problem: CoverProblem, set: readonly number[]): number[] {
  const { covers, members, weights, services } = problem;
  const place = new Int32Array(services.length).fill(-1);
  const gains = new Int32Array(set.length);
  set.forEach((s, at) => {
    place[s] = at;
    for (const c of covers[s]!) gains[at]! += weights[c]!;
  });
  const seen = new Uint8Array(weights.length);
  const order: number[] = [];
  for (let round = 0; round < set.length; round++) {
    let next = -1;
    for (let at = 0; at < set.length; at++) {
      const s = set[at]!;
      if (place[s]! < 0) continue;
      const gain = gains[at]!;
      if (
        next < 0 ||
        gain > gains[next]! ||
        (gain === gains[next] && services[s]!.id < services[set[next]!]!.id)
      ) {
        next = at;
      }
    }
    const s = set[next]!;
    place[s] = -1;
    order.push(s);
    for (const c of covers[s]!) {
      if (seen[c]) continue;
      seen[c] = 1;
      for (const other of members[c]!) if (place[other]! >= 0) gains[place[other]!]! -= weights[c]!;
    }
  }
  return order;
}

export function coverageStep(
  problem: CoverProblem,
  titles: readonly PlanTitle[],
  set: readonly number[],
): CoverageStep {
  const order = orderByGain(problem, set);
  const services = order.map((s) => problem.services[s]!);
  // Which place in the order adds each class; then one pass keeps the titles in input order.
  const addedAt = new Int32Array(problem.weights.length).fill(-1);
  order.forEach((s, place) => {
    for (const c of problem.covers[s]!) if (addedAt[c]! < 0) addedAt[c] = place;
  });
  const covered: string[] = [];
  const addedBy = services.map((service) => ({ serviceId: service.id, titles: [] as string[] }));
  titles.forEach((title, t) => {
    const c = problem.titleClass[t]!;
    const place = c < 0 ? -1 : addedAt[c]!;
    if (place < 0) return;
    covered.push(title.key);
    addedBy[place]!.titles.push(title.key);
  });
  const price = services.every((service) => service.price !== null)
    ? services.reduce((sum, service) => sum + service.price!, 0)
    : null;
  return {
    k: set.length,
    serviceIds: services.map((service) => service.id),
    covered,
    addedBy,
    monthlyCost: price,
  };
}
