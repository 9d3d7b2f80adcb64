import type { PlanOffer, PlanService, PlanTitle } from '../types.ts';
import { addDays, type Pick } from './prng.ts';

export type PriceMode = 'all' | 'none' | 'mixed';

/** Few distinct prices so that ties happen; 0 is a free service. */
const PRICES = [0, 2.5, 5, 5, 7.5, 9.99, 10];

export function randomServices(pick: Pick, count: number, mode: PriceMode): PlanService[] {
  const ids = pick.some([1, 2, 3, 5, 8, 13, 21, 34, 55, 89], count).sort((a, b) => a - b);
  return ids.map((id) => ({
    id,
    price: mode === 'none' || (mode === 'mixed' && pick.chance(0.3)) ? null : pick.one(PRICES),
    owned: pick.chance(0.3),
  }));
}

/** A day within `spread` days of `around`, or null (open) now and then. */
function maybeDay(pick: Pick, around: string, spread: number): string | null {
  return pick.chance(0.25) ? null : addDays(around, pick.int(-spread, spread));
}

export function randomOffer(
  pick: Pick,
  serviceId: number,
  around: string,
  spread: number,
): PlanOffer {
  const from = maybeDay(pick, around, spread);
  let until = maybeDay(pick, around, spread);
  if (from !== null && until !== null && until < from) until = from;
  return { serviceId, from, until };
}

export function randomTitles(
  pick: Pick,
  count: number,
  services: readonly PlanService[],
  around: string,
  spread: number,
): PlanTitle[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `t${i}`,
    minutes: pick.int(1, 6) * 30,
    offers: pick
      .some(services, pick.int(0, Math.min(3, services.length)))
      .map((s) => randomOffer(pick, s.id, around, spread)),
  }));
}
