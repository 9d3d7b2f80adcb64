import type { Highs } from 'highs';
import { modelData } from './linear-program.ts';
import { greedyPlan } from './rotation-greedy.ts';
import { improvePlan } from './rotation-improve.ts';
import type { RotationProblem } from './rotation-input.ts';
import { rotationModel, type RotationModel } from './rotation-model.ts';
import type { RawPlan } from './rotation-plan.ts';

/**
 * Solves the rotation program, started from the greedy plan improved by local moves (HiGHS then
 * has a good plan from the first node, which matters when the time limit stops it). Falls back to
 * that plan when HiGHS ends without a better one or fails.
 */
export function solveRotation(problem: RotationProblem, highs: Highs, timeLimit: number): RawPlan {
  const start = improvePlan(problem, greedyPlan(problem));
  const model = rotationModel(problem);
  const { columns } = model.program;
  try {
    return highs.withModel(modelData(model.program, highs), (solver) => {
      solver.options.set({
        output_flag: false,
        time_limit: timeLimit,
        mip_rel_gap: 0,
        mip_abs_gap: model.provenGap,
      });
      solver.setSolution({ colValue: startValues(model, problem, start) });
      const { modelStatus } = solver.run();
      const feasible = Number(solver.info.get('primal_solution_status')) === 2;
      if (!feasible) return start;
      const values = solver.getSolution().colValue;
      const on = new Set(columns.filter((_, j) => values[j]! > 0.5));
      return readPlan(model, problem, on, modelStatus === highs.constants.modelStatus.optimal);
    });
  } catch {
    // A HiGHS failure (it aborts on rare models) still leaves a plan to show.
    return start;
  }
}

/** The greedy plan as column values. */
function startValues(model: RotationModel, problem: RotationProblem, plan: RawPlan): Float64Array {
  const on = new Set<string>();
  plan.held.forEach((services, m) => services.forEach((s) => on.add(`y${s}_${m}`)));
  plan.monthOf.forEach((m, t) => {
    if (m < 0) return;
    on.add(model.binding[m] ? `w${t}_${m}` : `f${t}`);
  });
  return Float64Array.from(model.program.columns, (name) => (on.has(name) ? 1 : 0));
}

function readPlan(
  model: RotationModel,
  problem: RotationProblem,
  on: Set<string>,
  optimal: boolean,
): RawPlan {
  const held = problem.months.map(
    (_, m) => new Set(problem.services.flatMap((_, s) => (on.has(`y${s}_${m}`) ? [s] : []))),
  );
  const monthOf = problem.watchable.map((title, t) => {
    const month = problem.months.findIndex((_, m) => on.has(`w${t}_${m}`));
    if (month >= 0 || !model.always[t]) return month;
    // Watched in a month that cannot bind: the first where a held service streams it.
    const free = title.options.flatMap((list, m) => (model.binding[m] || !list.length ? [] : [m]));
    return free.find((m) => title.options[m]!.some((s) => held[m]!.has(s))) ?? free[0]!;
  });
  return { monthOf, held, optimal };
}
