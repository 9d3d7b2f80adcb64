import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Highs } from 'highs';
import { planRotation } from './rotation.ts';
import { loadPlannerSolver } from './solver.ts';
import { bruteRotation } from './testing/brute-rotation.ts';
import { picker } from './testing/prng.ts';
import { randomServices, randomTitles, type PriceMode } from './testing/random-cases.ts';
import type { PlanMonth, PlanService, PlanTitle, Rotation } from './types.ts';

const ALL_MONTHS: PlanMonth[] = [
  { start: '2026-03-01', end: '2026-03-31' },
  { start: '2026-04-01', end: '2026-04-30' },
  { start: '2026-05-01', end: '2026-05-31' },
];

let solver: Highs;
before(async () => {
  solver = await loadPlannerSolver();
});

function randomCase(seed: number, mode: PriceMode) {
  const pick = picker(seed);
  const services = randomServices(pick, pick.int(1, 4), mode);
  const titles = randomTitles(pick, pick.int(0, 6), services, '2026-04-10', 45);
  const months = ALL_MONTHS.slice(0, pick.int(1, 3));
  return { titles, services, months, minutesPerMonth: pick.int(1, 8) * 40 };
}

/** The plan keeps its own rules: a held service streams each title then, budgets, once each. */
function checkPlan(plan: Rotation, titles: PlanTitle[], months: PlanMonth[], budget: number): void {
  const seen = new Set<string>();
  plan.months.forEach((month, m) => {
    assert.equal(month.start, months[m]!.start);
    let minutes = 0;
    for (const { key, serviceId } of month.watch) {
      assert.ok(!seen.has(key), `${key} watched twice`);
      seen.add(key);
      const title = titles.find((t) => t.key === key)!;
      minutes += title.minutes;
      assert.ok(month.serviceIds.includes(serviceId));
      assert.ok(
        title.offers.some(
          (o) =>
            o.serviceId === serviceId &&
            (o.from === null || o.from <= months[m]!.end) &&
            (o.until === null || months[m]!.start <= o.until),
        ),
        `${key} not on ${serviceId} in month ${m}`,
      );
    }
    assert.equal(month.minutes, minutes);
    assert.ok(minutes <= budget);
  });
  const unwatched = titles.filter((t) => !seen.has(t.key)).map((t) => t.key);
  assert.deepEqual(
    plan.unwatched.map((u) => u.key),
    unwatched,
  );
}

/** cost sums the held service-months; keep-all holds every service the plan uses all along. */
function checkCosts(plan: Rotation, services: PlanService[], monthCount: number): void {
  const cost = (id: number): number =>
    plan.costUnit === 'price' ? services.find((s) => s.id === id)!.price! : 1;
  const held = plan.months.flatMap((month) => month.serviceIds);
  const total = held.reduce((sum, id) => sum + cost(id), 0);
  assert.ok(Math.abs(plan.cost - total) < 1e-9);
  const keepAll = [...new Set(held)].reduce((sum, id) => sum + cost(id) * monthCount, 0);
  assert.ok(Math.abs(plan.keepAllCost - keepAll) < 1e-9);
}

for (const mode of ['all', 'none', 'mixed'] as const) {
  test(`rotation matches exhaustive search (${mode} prices)`, () => {
    for (let seed = 1; seed <= 150; seed++) {
      const input = randomCase(seed * 13 + mode.length, mode);
      const plan = planRotation({ ...input, solver });
      const message = `seed ${seed}`;
      checkPlan(plan, input.titles, input.months, input.minutesPerMonth);
      const best = bruteRotation(input.titles, input.services, input.months, input.minutesPerMonth);
      const watched = plan.months.reduce((sum, month) => sum + month.watch.length, 0);
      assert.ok(plan.optimal, message);
      assert.equal(watched, Math.max(0, best.watched), message);
      assert.equal(plan.costUnit, best.costUnit, message);
      if (watched > 0) {
        assert.ok(
          Math.abs(plan.cost - best.cost) < 1e-6,
          `${message}: ${plan.cost} ≠ ${best.cost}`,
        );
      }
      checkCosts(plan, input.services, input.months.length);
    }
  });
}
