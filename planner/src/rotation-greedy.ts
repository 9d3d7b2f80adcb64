import type { RotationProblem } from './rotation-input.ts';
import type { RawPlan } from './rotation-plan.ts';

/**
 * A plan that fits, to start the solver from (and to fall back on): shortest titles first, each
 * in a month with time left where a service streaming it is already held, else in the first
 * month with time left on its cheapest service there. Not optimal.
 */
export function greedyPlan(problem: RotationProblem): RawPlan {
  const { months, costs, budget, watchable } = problem;
  const left = months.map(() => budget);
  const held = months.map(() => new Set<number>());
  const monthOf = watchable.map(() => -1);
  const order = watchable.map((_, t) => t);
  order.sort((a, b) => watchable[a]!.minutes - watchable[b]!.minutes || a - b);
  for (const t of order) {
    const { minutes, options } = watchable[t]!;
    const fits = (m: number): boolean => options[m]!.length > 0 && left[m]! >= minutes;
    const open = months.findIndex((_, m) => fits(m) && options[m]!.some((s) => held[m]!.has(s)));
    const m = open >= 0 ? open : months.findIndex((_, at) => fits(at));
    if (m < 0) continue;
    if (open < 0) {
      const cheapest = [...options[m]!].sort((a, b) => costs[a]! - costs[b]! || a - b)[0]!;
      held[m]!.add(cheapest);
    }
    left[m]! -= minutes;
    monthOf[t] = m;
  }
  return { monthOf, held, optimal: false };
}
