import type { RotationProblem } from './rotation-input.ts';
import { byLength, cheapestService, emptyDraft, freeMonth, place } from './rotation-draft.ts';
import type { RawPlan } from './rotation-plan.ts';

/**
 * A plan that fits, to start the solver from (and to fall back on): shortest titles first, each
 * in a month with time left where a service streaming it is already held, else in the first
 * month with time left on its cheapest service there. Not optimal.
 */
export function greedyPlan(problem: RotationProblem): RawPlan {
  const draft = emptyDraft(problem);
  for (const t of byLength(
    problem,
    problem.watchable.map((_, t) => t),
    1,
  )) {
    const { minutes, options } = problem.watchable[t]!;
    const open = freeMonth(problem, draft, t);
    const m =
      open >= 0
        ? open
        : problem.months.findIndex(
            (_, at) => options[at]!.length > 0 && draft.left[at]! >= minutes,
          );
    if (m < 0) continue;
    if (open < 0) draft.held[m]!.add(cheapestService(problem, options[m]!));
    place(problem, draft, t, m);
  }
  return { monthOf: draft.monthOf, held: draft.held, optimal: false };
}
