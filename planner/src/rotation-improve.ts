import type { RotationProblem } from './rotation-input.ts';
import type { RawPlan } from './rotation-plan.ts';
import { byLength, freeMonth, onHeld, place, toDraft, type Draft } from './rotation-draft.ts';

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
    const next = toDraft(problem, best);
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
