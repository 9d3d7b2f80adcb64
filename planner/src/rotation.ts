import { rotationProblem } from './rotation-input.ts';
import { writePlan } from './rotation-plan.ts';
import { solveRotation } from './rotation-solve.ts';
import type { Rotation, RotationInput } from './types.ts';
import { checkMinutes, checkMonths, checkServices, checkTitles } from './validate.ts';

/** Keeps a 12-month plan of 500 titles inside its 500 ms budget (ARCHITECTURE.md). */
const DEFAULT_TIME_LIMIT_SECONDS = 0.3;

/**
 * Which services to hold each month and which titles to watch when, so that the plan watches as
 * many titles as it can and, among those plans, costs the least. Solved as a 0-1 program.
 */
export function planRotation(input: RotationInput): Rotation {
  const { titles, services, months, minutesPerMonth, solver } = input;
  const timeLimit = input.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS;
  checkTitles(titles, checkServices(services));
  checkMonths(months);
  checkMinutes(minutesPerMonth, 'minutesPerMonth');
  if (!(timeLimit > 0)) throw new RangeError(`timeLimitSeconds is ${timeLimit}: it must be > 0`);

  const problem = rotationProblem(titles, services, months, minutesPerMonth);
  const plan =
    problem.watchable.length === 0
      ? { monthOf: [], held: months.map(() => new Set<number>()), optimal: true }
      : solveRotation(problem, solver, timeLimit);
  return writePlan(problem, titles, plan);
}
