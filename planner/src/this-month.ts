import { bestSetChooser } from './best-set.ts';
import { cheapestCovers } from './cheapest-covers.ts';
import { buildCoverProblem } from './cover-problem.ts';
import { coverageStep } from './coverage-step.ts';
import type { CoverageStep, ThisMonth, ThisMonthInput } from './types.ts';
import { checkDay, checkServices, checkTitles } from './validate.ts';

/**
 * For k = 1, 2, … until k services can stream every title streamable today: the k services
 * streaming the most of them (exact), the titles no service streams today, and, with prices, the
 * cheapest set for each coverage.
 */
export function planThisMonth(input: ThisMonthInput): ThisMonth {
  const { titles, services, today } = input;
  checkDay(today, 'today');
  checkTitles(titles, checkServices(services));
  const { problem, uncovered } = buildCoverProblem(titles, services, today);

  const steps: CoverageStep[] = [];
  const choose = bestSetChooser(problem);
  for (let k = 1, covered = 0; covered < problem.total; k++) {
    const best = choose(k);
    covered = best.covered;
    steps.push(coverageStep(problem, titles, best.set));
  }
  return {
    steps,
    uncovered: uncovered.map((t) => titles[t]!.key),
    cheapest: cheapestCovers(problem),
  };
}
