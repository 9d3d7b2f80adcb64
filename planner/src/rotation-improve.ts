import type { RotationProblem } from './rotation-input.ts';
import type { RawPlan } from './rotation-plan.ts';

/** A plan being improved: each title's month (-1: not watched), the held services, time left. */
interface Draft {
  monthOf: number[];
  held: Set<number>[];
  left: number[];
}

const MAX_PASSES = 4;

/**
 * Improves a plan by local moves that never lose a title: fill spare time with titles a held
 * service streams, make room for one more by moving a watched title to another month, and drop
 * each held service-month (dearest first) whose titles can be watched elsewhere. Not optimal; it
 * gives the solver a good plan to start from, and is the answer when the solver runs out of time.
 */
export function improvePlan(problem: RotationProblem, plan: RawPlan): RawPlan {
  let draft = toDraft(problem, plan);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const before = score(problem, draft);
    fill(problem, draft);
    makeRoom(problem, draft);
    draft = dropHolds(problem, draft);
    if (score(problem, draft) <= before) break;
  }
  return { monthOf: draft.monthOf, held: draft.held, optimal: false };
}

function toDraft(problem: RotationProblem, plan: RawPlan): Draft {
  const left = problem.months.map(() => problem.budget);
  plan.monthOf.forEach((m, t) => {
    if (m >= 0) left[m]! -= problem.watchable[t]!.minutes;
  });
  return { monthOf: [...plan.monthOf], held: plan.held.map((s) => new Set(s)), left };
}

function copy(draft: Draft): Draft {
  return {
    monthOf: [...draft.monthOf],
    held: draft.held.map((s) => new Set(s)),
    left: [...draft.left],
  };
}

/** Titles watched, then cost: larger is better. */
function score(problem: RotationProblem, draft: Draft): number {
  const watched = draft.monthOf.filter((m) => m >= 0).length;
  const cost = draft.held.reduce(
    (sum, services) => sum + [...services].reduce((s, i) => s + problem.costs[i]!, 0),
    0,
  );
  return watched * (1 + totalCost(problem)) - cost;
}

function totalCost(problem: RotationProblem): number {
  return problem.costs.reduce((sum, c) => sum + c, 0) * problem.months.length;
}

const onHeld = (problem: RotationProblem, draft: Draft, t: number, m: number): boolean =>
  problem.watchable[t]!.options[m]!.some((s) => draft.held[m]!.has(s));

function place(problem: RotationProblem, draft: Draft, t: number, m: number): void {
  const previous = draft.monthOf[t]!;
  if (previous >= 0) draft.left[previous]! += problem.watchable[t]!.minutes;
  draft.monthOf[t] = m;
  if (m >= 0) draft.left[m]! -= problem.watchable[t]!.minutes;
}

/** A month, soonest first, with time for t on a held service (other than `not`), or -1. */
function freeMonth(problem: RotationProblem, draft: Draft, t: number, not = -1): number {
  const { minutes } = problem.watchable[t]!;
  return problem.months.findIndex(
    (_, m) => m !== not && draft.left[m]! >= minutes && onHeld(problem, draft, t, m),
  );
}

const byLength = (problem: RotationProblem, list: number[], sign: 1 | -1): number[] =>
  list.sort((a, b) => sign * (problem.watchable[a]!.minutes - problem.watchable[b]!.minutes));

function unwatched(problem: RotationProblem, draft: Draft): number[] {
  const list = problem.watchable.flatMap((_, t) => (draft.monthOf[t]! < 0 ? [t] : []));
  return byLength(problem, list, 1);
}

/** Unwatched titles, shortest first, into spare time on services already held. */
function fill(problem: RotationProblem, draft: Draft): void {
  for (const t of unwatched(problem, draft)) {
    const m = freeMonth(problem, draft, t);
    if (m >= 0) place(problem, draft, t, m);
  }
}

/** One more title in a month where a held service streams it, by moving a watched one out. */
function makeRoom(problem: RotationProblem, draft: Draft): void {
  for (const t of unwatched(problem, draft)) {
    const { minutes } = problem.watchable[t]!;
    problem.months.some((_, m) => {
      if (!onHeld(problem, draft, t, m)) return false;
      const movable = draft.monthOf.flatMap((at, v) => (at === m ? [v] : []));
      return movable.some((v) => {
        if (draft.left[m]! + problem.watchable[v]!.minutes < minutes) return false;
        const to = freeMonth(problem, draft, v, m);
        if (to < 0) return false;
        place(problem, draft, v, to);
        place(problem, draft, t, m);
        return true;
      });
    });
  }
}

/** Each held service-month, dearest first: dropped when its titles move and none is lost. */
function dropHolds(problem: RotationProblem, draft: Draft): Draft {
  const holds = draft.held.flatMap((services, m) => [...services].map((s) => ({ s, m })));
  holds.sort((a, b) => problem.costs[b.s]! - problem.costs[a.s]!);
  let best = draft;
  for (const { s, m } of holds) {
    const next = copy(best);
    next.held[m]!.delete(s);
    const stranded = next.monthOf.flatMap((at, t) =>
      at === m && !onHeld(problem, next, t, m) ? [t] : [],
    );
    stranded.forEach((t) => place(problem, next, t, -1));
    for (const t of byLength(problem, stranded, -1)) {
      const to = freeMonth(problem, next, t);
      if (to >= 0) place(problem, next, t, to);
    }
    fill(problem, next);
    if (score(problem, next) > score(problem, best)) best = next;
  }
  return best;
}
