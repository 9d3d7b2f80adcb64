import type { BinaryProgram, Row, Terms } from './linear-program.ts';
import type { RotationProblem } from './rotation-input.ts';

/**
 * The rotation as a 0-1 program, small: variables only where an offer is.
 *
 *   y{s}_{m}   hold service s in month m
 *   w{t}_{m}   watch title t in month m, for a month whose budget binds
 *   f{t}       watch title t in one of the months whose budget cannot bind (all their titles
 *              fit), which of them is picked after: an exact aggregation, as is picking the
 *              service after (watching needs some held service that streams the title then)
 *
 *   max  W·Σ w,f − Σ cost·y − ε·…  W = the largest possible total cost + 1: one title more wins;
 *                                  ε breaks ties toward sooner months (`soonerFirst`)
 *   w{t}_m ≤ Σ y{s}_m, f{t} ≤ Σ y  over the services streaming t then
 *   Σ_m w{t}_m + f{t} ≤ 1          = 1 when t streams in a month that cannot bind: it can always
 *                                  be watched there, so every best plan watches it; with no
 *                                  binding month, only the cover row Σ y ≥ 1 is left
 *   Σ_t minutes·w{t}_m ≤ budget    in a binding month
 *   Σ_t w{t}_m ≤ fit_m             cut: how many of the month's shortest titles fit
 *   Σ w,f ≤ U                      cut: how many of the shortest titles fit all binding months
 */
export interface RotationModel {
  program: BinaryProgram;
  binding: boolean[];
  /** Per watchable title: watched whatever the plan (a cover row), or its `f` variable. */
  always: boolean[];
  /**
   * A gap to the bound under which the plan is proven best in titles and cost: half the finest
   * cost step, more than all the ε terms (a better plan gains at least a step less those).
   */
  provenGap: number;
}

export function rotationModel(problem: RotationProblem): RotationModel {
  const { months, watchable, budget } = problem;
  const binding = months.map((_, m) => {
    const minutes = watchable.reduce((sum, t) => sum + (t.options[m]!.length ? t.minutes : 0), 0);
    return minutes > budget;
  });
  const rows: Row[] = [];
  const watch: Terms = [];
  const holds = new Set<string>();
  const covers = new Map<string, Terms>();
  const always: boolean[] = [];

  watchable.forEach((title, t) => {
    const hold = (s: number, m: number): [number, string] => {
      holds.add(`${s}_${m}`);
      return [-1, `y${s}_${m}`];
    };
    const free = title.options.flatMap((list, m) =>
      binding[m] ? [] : list.map((s) => hold(s, m)),
    );
    const once: Terms = [];
    title.options.forEach((list, m) => {
      if (!binding[m] || list.length === 0) return;
      once.push([1, `w${t}_${m}`]);
      rows.push({
        terms: [[1, `w${t}_${m}`], ...list.map((s) => hold(s, m))],
        sense: '<=',
        rhs: 0,
      });
    });
    always.push(free.length > 0);
    if (free.length > 0 && once.length === 0) {
      const cover: Terms = free.map(([, name]) => [1, name]);
      covers.set(cover.map(([, name]) => name).join(' '), cover);
      return;
    }
    if (free.length > 0) {
      once.push([1, `f${t}`]);
      rows.push({ terms: [[1, `f${t}`], ...free], sense: '<=', rhs: 0 });
    } else {
      watch.push(...once);
    }
    if (once.length > 1 || free.length > 0) {
      rows.push({ terms: once, sense: free.length > 0 ? '=' : '<=', rhs: 1 });
    }
  });
  [...covers.values()].forEach((terms) => rows.push({ terms, sense: '>=', rhs: 1 }));
  rows.push(...budgetRows(problem, binding));
  const countCut = shortestFitting(
    watchable.filter((_, t) => !always[t]).map((title) => title.minutes),
    budget * binding.filter(Boolean).length,
  );
  if (countCut < watch.length)
    rows.push({ terms: watch.map(([, n]) => [1, n]), sense: '<=', rhs: countCut });

  const costOf = (key: string): number => problem.costs[Number(key.split('_')[0])]!;
  const weight = [...holds].reduce((sum, key) => sum + costOf(key), 0) + 1;
  const maximize: Terms = watch.map(([, name]) => [weight, name]);
  for (const key of holds) if (costOf(key) > 0) maximize.push([-costOf(key), `y${key}`]);
  const variables = rows.flatMap((row) => row.terms.map(([, name]) => name));
  const columns = [...new Set([...variables, ...[...holds].map((key) => `y${key}`)])];
  const step = costStep(problem.costs);
  maximize.push(...soonerFirst(columns, months.length, step));
  return { program: { maximize, rows, columns }, binding, always, provenGap: step / 2 };
}

/** The time rows of binding months, and the cut of how many titles fit each. */
function budgetRows(problem: RotationProblem, binding: boolean[]): Row[] {
  const rows: Row[] = [];
  binding.forEach((binds, m) => {
    if (!binds) return;
    const entries = problem.watchable.flatMap((title, t) =>
      title.options[m]!.length ? [{ minutes: title.minutes, name: `w${t}_${m}` }] : [],
    );
    rows.push({
      terms: entries.map((e) => [e.minutes, e.name]),
      sense: '<=',
      rhs: problem.budget,
    });
    const fit = shortestFitting(
      entries.map((e) => e.minutes),
      problem.budget,
    );
    if (fit < entries.length)
      rows.push({ terms: entries.map((e) => [1, e.name]), sense: '<=', rhs: fit });
  });
  return rows;
}

/** How many of these lengths fit in `capacity` at most: the shortest first. */
function shortestFitting(lengths: readonly number[], capacity: number): number {
  const sorted = [...lengths].sort((a, b) => a - b);
  let count = 0;
  let used = 0;
  while (count < sorted.length && used + sorted[count]! <= capacity) used += sorted[count++]!;
  return count;
}

/**
 * Among plans of the same titles and cost, the one that holds and watches sooner: each hold or
 * watch in month m moves the objective by ε·m, all of them together by less than half of the
 * smallest step between two costs (the finest decimal the costs have), so no cost changes.
 */
function soonerFirst(columns: readonly string[], monthCount: number, step: number): Terms {
  const timed = columns.filter((name) => name.startsWith('y') || name.startsWith('w'));
  const epsilon = step / (2 * (timed.length * monthCount + 1));
  return timed.map((name) => {
    const month = Number(name.split('_')[1]);
    return [-epsilon * (month + 1), name];
  });
}

/** The smallest step between two costs: the finest decimal they have. */
function costStep(costs: readonly number[]): number {
  return 10 ** -Math.max(0, ...costs.map(decimals));
}

/** How many decimals a cost has, at most 6 (a price is entered to its currency's cents). */
function decimals(cost: number): number {
  for (let d = 0; d < 6; d++)
    if (Math.abs(cost * 10 ** d - Math.round(cost * 10 ** d)) < 1e-9) return d;
  return 6;
}
