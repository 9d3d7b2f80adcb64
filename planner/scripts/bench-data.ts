import { addDays, picker, type Pick } from '../src/testing/prng.ts';
import type { PlanMonth, PlanOffer, PlanService, PlanTitle } from '../src/types.ts';

export const TODAY = '2026-01-10';

/** Calendar months from January 2026. */
export function benchMonths(count: number): PlanMonth[] {
  return Array.from({ length: count }, (_, m) => {
    const start = new Date(Date.UTC(2026, m, 1));
    const end = new Date(Date.UTC(2026, m + 1, 0));
    return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
  });
}

/** 30 services, a few big ones and a long tail; 3 free with ads, 3 the member already has. */
function benchServices(pick: Pick, count: number, unpriced: number): PlanService[] {
  const owned = new Set(pick.some([...Array(count).keys()], 3));
  const free = new Set([count - 1, count - 2, count - 3]);
  const noPrice = new Set(pick.some([...Array(count).keys()], unpriced));
  return Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    price: noPrice.has(i) ? null : free.has(i) ? 0 : Math.round(pick.int(399, 2299) / 100) - 0.01,
    owned: owned.has(i),
  }));
}

function popularService(pick: Pick, services: readonly PlanService[]): PlanService {
  const weights = services.map((_, i) => 1 / (i + 1) ** 0.8);
  let at = pick() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < services.length; i++) {
    at -= weights[i]!;
    if (at <= 0) return services[i]!;
  }
  return services[services.length - 1]!;
}

/** Mostly open-ended; some leave inside the year, some arrive during it, a few are gone. */
function benchOffer(pick: Pick, serviceId: number): PlanOffer {
  const roll = pick();
  if (roll < 0.55) return { serviceId, from: null, until: null };
  if (roll < 0.85) return { serviceId, from: null, until: addDays(TODAY, pick.int(0, 360)) };
  if (roll < 0.95) return { serviceId, from: addDays(TODAY, pick.int(1, 300)), until: null };
  return { serviceId, from: null, until: addDays(TODAY, -pick.int(1, 60)) };
}

function benchTitle(pick: Pick, index: number, services: readonly PlanService[]): PlanTitle {
  const roll = pick();
  const count = roll < 0.1 ? 0 : roll < 0.55 ? 1 : roll < 0.85 ? 2 : 3;
  const on = new Set<PlanService>();
  while (on.size < count) on.add(popularService(pick, services));
  const show = pick.chance(0.3);
  return {
    key: `title-${index}`,
    minutes: show ? pick.int(300, 2400) : pick.int(80, 180),
    offers: [...on].map((service) => benchOffer(pick, service.id)),
  };
}

export function benchCase(
  seed: number,
  unpriced = 0,
): { titles: PlanTitle[]; services: PlanService[] } {
  const pick = picker(seed);
  const services = benchServices(pick, 30, unpriced);
  const titles = Array.from({ length: 500 }, (_, i) => benchTitle(pick, i, services));
  return { titles, services };
}
