import type { RotationProblem } from './rotation-input.ts';
import type { RawPlan } from './rotation-plan.ts';

/** A plan being built or improved: each title's month (-1: none), the held services, time left. */
export interface Draft {
  monthOf: number[];
  held: Set<number>[];
  left: number[];
}

/** A plan as a draft of its own (the plan is not changed), its time left worked out. */
export function toDraft(problem: RotationProblem, plan: Pick<RawPlan, 'monthOf' | 'held'>): Draft {
  const left = problem.months.map(() => problem.budget);
  plan.monthOf.forEach((m, t) => {
    if (m >= 0) left[m]! -= problem.watchable[t]!.minutes;
  });
  return { monthOf: [...plan.monthOf], held: plan.held.map((s) => new Set(s)), left };
}

/** A draft with nothing held and nothing watched. */
export const emptyDraft = (problem: RotationProblem): Draft =>
  toDraft(problem, {
    monthOf: problem.watchable.map(() => -1),
    held: problem.months.map(() => new Set<number>()),
  });

/** Of these services, the cheapest (the lower index on a tie). */
export const cheapestService = (problem: RotationProblem, services: readonly number[]): number =>
  [...services].sort((a, b) => problem.costs[a]! - problem.costs[b]! || a - b)[0]!;

/** Whether a service held in month m streams title t. */
export const onHeld = (problem: RotationProblem, draft: Draft, t: number, m: number): boolean =>
  problem.watchable[t]!.options[m]!.some((s) => draft.held[m]!.has(s));

/** Moves title t to month m (-1: not watched), keeping the time left right. */
export function place(problem: RotationProblem, draft: Draft, t: number, m: number): void {
  const previous = draft.monthOf[t]!;
  if (previous >= 0) draft.left[previous]! += problem.watchable[t]!.minutes;
  draft.monthOf[t] = m;
  if (m >= 0) draft.left[m]! -= problem.watchable[t]!.minutes;
}

/** A month, soonest first, with time for t on a held service (other than `not`), or -1. */
export function freeMonth(problem: RotationProblem, draft: Draft, t: number, not = -1): number {
  const { minutes } = problem.watchable[t]!;
  return problem.months.findIndex(
    (_, m) => m !== not && draft.left[m]! >= minutes && onHeld(problem, draft, t, m),
  );
}

/** The titles, shortest first (sign 1) or longest first (-1); ties keep their order. */
export const byLength = (problem: RotationProblem, list: number[], sign: 1 | -1): number[] =>
  list.sort((a, b) => sign * (problem.watchable[a]!.minutes - problem.watchable[b]!.minutes));
