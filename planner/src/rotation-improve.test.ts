import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rotationProblem, type RotationProblem } from './rotation-input.ts';
import { greedyPlan } from './rotation-greedy.ts';
import { improvePlan } from './rotation-improve.ts';
import type { RawPlan } from './rotation-plan.ts';
import { picker } from './testing/prng.ts';
import { randomServices, randomTitles } from './testing/random-cases.ts';

const MONTHS = Array.from({ length: 6 }, (_, m) => ({
  start: `2026-0${m + 1}-01`,
  end: `2026-0${m + 1}-28`,
}));

function mediumCase(seed: number): RotationProblem {
  const pick = picker(seed);
  const services = randomServices(pick, pick.int(3, 8), pick.one(['all', 'none', 'mixed']));
  const titles = randomTitles(pick, pick.int(10, 60), services, '2026-03-15', 120);
  return rotationProblem(titles, services, MONTHS, pick.int(2, 10) * 60);
}

function watched(plan: RawPlan): number {
  return plan.monthOf.filter((m) => m >= 0).length;
}

function cost(problem: RotationProblem, plan: RawPlan): number {
  return plan.held.reduce(
    (sum, held) => sum + [...held].reduce((s, i) => s + problem.costs[i]!, 0),
    0,
  );
}

/** Every watched title is in its time budget and streams on a service held that month. */
function checkRules(problem: RotationProblem, plan: RawPlan, message: string): void {
  problem.months.forEach((_, m) => {
    const titles = problem.watchable.filter((_, t) => plan.monthOf[t] === m);
    const minutes = titles.reduce((sum, title) => sum + title.minutes, 0);
    assert.ok(minutes <= problem.budget, `${message}: month ${m} over budget`);
    for (const title of titles) {
      assert.ok(
        title.options[m]!.some((s) => plan.held[m]!.has(s)),
        `${message}: no service`,
      );
    }
  });
}

test('improving the greedy plan keeps its rules and never watches fewer or costs more', () => {
  let better = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const problem = mediumCase(seed);
    const start = greedyPlan(problem);
    const improved = improvePlan(problem, start);
    const message = `seed ${seed}`;
    checkRules(problem, improved, message);
    assert.ok(watched(improved) >= watched(start), message);
    if (watched(improved) === watched(start)) {
      assert.ok(cost(problem, improved) <= cost(problem, start) + 1e-9, message);
    }
    if (watched(improved) > watched(start) || cost(problem, improved) < cost(problem, start)) {
      better++;
    }
  }
  assert.ok(better > 0, 'no case improved');
});
