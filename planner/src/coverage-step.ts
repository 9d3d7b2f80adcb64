import type { CoverProblem } from './cover-problem.ts';
import type { CoverageStep, PlanTitle } from './types.ts';

/**
 * Orders a set as it adds most: first the service covering the most alone, then each next one
 * by what it adds to those before it (ties to the lower id).
 */
export function orderByGain(problem: CoverProblem, set: readonly number[]): number[][] {
  const seen = new Uint8Array(problem.weights.length);
  const left = [...set].sort((a, b) => problem.services[a]!.id - problem.services[b]!.id);
  const added: number[][] = [];
  while (left.length > 0) {
    let bestAt = 0;
    let bestGain = -1;
    left.forEach((s, at) => {
      let gain = 0;
      for (const c of problem.covers[s]!) if (!seen[c]) gain += problem.weights[c]!;
      if (gain > bestGain) [bestAt, bestGain] = [at, gain];
    });
    const [s] = left.splice(bestAt, 1) as [number];
    const classes = [...problem.covers[s]!].filter((c) => !seen[c]);
    for (const c of classes) seen[c] = 1;
    added.push([s, ...classes]);
  }
  return added;
}

export function coverageStep(
  problem: CoverProblem,
  titles: readonly PlanTitle[],
  set: readonly number[],
): CoverageStep {
  const keysOf = (classes: readonly number[]): string[] =>
    classes
      .flatMap((c) => problem.classTitles[c]!)
      .sort((a, b) => a - b)
      .map((t) => titles[t]!.key);
  const order = orderByGain(problem, set);
  const services = order.map(([s]) => problem.services[s!]!);
  const price = services.every((service) => service.price !== null)
    ? services.reduce((sum, service) => sum + service.price!, 0)
    : null;
  return {
    k: set.length,
    serviceIds: services.map((service) => service.id),
    covered: keysOf(order.flatMap(([, ...classes]) => classes)),
    addedBy: order.map(([s, ...classes]) => ({
      serviceId: problem.services[s!]!.id,
      titles: keysOf(classes),
    })),
    monthlyCost: price,
  };
}
