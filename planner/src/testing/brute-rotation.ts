import type { PlanMonth, PlanService, PlanTitle } from '../types.ts';

const overlaps = (title: PlanTitle, serviceId: number, month: PlanMonth): boolean =>
  title.offers.some(
    (o) =>
      o.serviceId === serviceId &&
      (o.from === null || o.from <= month.end) &&
      (o.until === null || month.start <= o.until),
  );

export interface BruteRotation {
  watched: number;
  cost: number;
  costUnit: 'price' | 'service-months';
}

/** The best plan by trying every title → month assignment and every held set per month. */
export function bruteRotation(
  titles: PlanTitle[],
  services: PlanService[],
  months: PlanMonth[],
  budget: number,
): BruteRotation {
  const streaming = services.filter((s) =>
    titles.some((t) => months.some((m) => overlaps(t, s.id, m))),
  );
  const costUnit = streaming.every((s) => s.price !== null) ? 'price' : 'service-months';
  const cost = (s: PlanService): number => (costUnit === 'price' ? s.price! : 1);
  /** The cheapest services covering these titles in month m (every subset tried). */
  const monthCost = (m: number, watched: PlanTitle[]): number => {
    let best = Infinity;
    for (let mask = 0; mask < 1 << services.length; mask++) {
      const held = services.filter((_, i) => mask & (1 << i));
      if (watched.every((t) => held.some((s) => overlaps(t, s.id, months[m]!)))) {
        best = Math.min(
          best,
          held.reduce((sum, s) => sum + cost(s), 0),
        );
      }
    }
    return best;
  };
  let best: BruteRotation = { watched: -1, cost: Infinity, costUnit };
  const monthOf: number[] = titles.map(() => -1);
  const visit = (t: number): void => {
    if (t === titles.length) {
      const perMonth = months.map((_, m) => titles.filter((_, i) => monthOf[i] === m));
      if (perMonth.some((list) => list.reduce((sum, x) => sum + x.minutes, 0) > budget)) return;
      const watched = monthOf.filter((m) => m >= 0).length;
      if (watched < best.watched) return;
      const total = perMonth.reduce((sum, list, m) => sum + monthCost(m, list), 0);
      if (watched > best.watched || total < best.cost - 1e-9)
        best = { watched, cost: total, costUnit };
      return;
    }
    for (let m = -1; m < months.length; m++) {
      if (m >= 0 && !services.some((s) => overlaps(titles[t]!, s.id, months[m]!))) continue;
      monthOf[t] = m;
      visit(t + 1);
    }
    monthOf[t] = -1;
  };
  visit(0);
  return best;
}
