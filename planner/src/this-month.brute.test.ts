import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bruteCheapest, bruteSteps } from './testing/brute-this-month.ts';
import { picker } from './testing/prng.ts';
import { randomServices, randomTitles, type PriceMode } from './testing/random-cases.ts';
import { planThisMonth } from './this-month.ts';
import type { CoverageStep, PlanService, PlanTitle } from './types.ts';

const TODAY = '2026-05-15';

function randomCase(seed: number, mode: PriceMode) {
  const pick = picker(seed);
  const services = randomServices(pick, pick.int(1, 8), mode);
  const titles = randomTitles(pick, pick.int(0, 15), services, TODAY, 20);
  return { titles, services, today: TODAY };
}

const streamsToday = (title: PlanTitle, id: number): boolean =>
  title.offers.some(
    (o) =>
      o.serviceId === id &&
      (o.from === null || o.from <= TODAY) &&
      (o.until === null || TODAY <= o.until),
  );

/** Each service adds at least as much as any later one, given those before it (ties: lower id). */
function checkOrder(step: CoverageStep, titles: PlanTitle[]): void {
  const seen = new Set<string>();
  const adds = (id: number) =>
    titles.filter((t) => !seen.has(t.key) && streamsToday(t, id)).map((t) => t.key);
  step.serviceIds.forEach((id, at) => {
    const added = adds(id);
    for (const later of step.serviceIds.slice(at + 1)) {
      const other = adds(later).length;
      assert.ok(added.length > other || (added.length === other && id < later));
    }
    assert.deepEqual(step.addedBy[at], { serviceId: id, titles: added });
    for (const key of added) seen.add(key);
  });
  const inOrder = titles.filter((t) => seen.has(t.key)).map((t) => t.key);
  assert.deepEqual(step.covered, inOrder);
}

function priceOf(ids: number[], services: PlanService[]): number | null {
  const chosen = services.filter((s) => ids.includes(s.id));
  return chosen.every((s) => s.price !== null)
    ? chosen.reduce((sum, s) => sum + s.price!, 0)
    : null;
}

for (const mode of ['all', 'none', 'mixed'] as const) {
  test(`this month matches exhaustive search (${mode} prices)`, () => {
    for (let seed = 1; seed <= 400; seed++) {
      const input = randomCase(seed * 7 + mode.length, mode);
      const plan = planThisMonth(input);
      const expected = bruteSteps(input.titles, input.services, TODAY);
      const message = `seed ${seed}`;
      assert.deepEqual(
        plan.steps.map((s) => ({ k: s.k, ids: [...s.serviceIds].sort((a, b) => a - b) })),
        expected.map((s, i) => ({ k: i + 1, ids: s.ids })),
        message,
      );
      plan.steps.forEach((step, i) => {
        assert.equal(step.covered.length, expected[i]!.covered, message);
        checkOrder(step, input.titles);
        const price = priceOf(step.serviceIds, input.services);
        if (price === null) assert.equal(step.monthlyCost, null, message);
        else assert.ok(Math.abs(step.monthlyCost! - price) < 1e-9, message);
      });
      const uncovered = input.titles.filter(
        (t) => !t.offers.some((o) => streamsToday(t, o.serviceId)),
      );
      assert.deepEqual(
        plan.uncovered,
        uncovered.map((t) => t.key),
        message,
      );
      const cheapest = bruteCheapest(input.titles, input.services, TODAY);
      assert.deepEqual(
        plan.cheapest.map((s) => ({
          covered: s.covered,
          ids: [...s.serviceIds].sort((a, b) => a - b),
        })),
        cheapest.map((s) => ({ covered: s.covered, ids: s.ids })),
        message,
      );
      plan.cheapest.forEach((step, i) => {
        assert.ok(Math.abs(step.monthlyCost - cheapest[i]!.price!) < 1e-9, message);
      });
    }
  });
}
