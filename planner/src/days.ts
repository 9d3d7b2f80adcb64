import type { Day, PlanOffer } from './types.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real calendar day written 'YYYY-MM-DD'. */
export function isDay(day: unknown): day is Day {
  if (typeof day !== 'string') return false;
  const match = DAY.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

// 'YYYY-MM-DD' strings order like the days they name, so plain comparison is enough.

/** Whether the offer is there on `day` (both ends inclusive). */
export function offerOn(offer: PlanOffer, day: Day): boolean {
  return (offer.from === null || offer.from <= day) && (offer.until === null || day <= offer.until);
}

/** Whether the offer is there on at least one day from `start` to `end` (inclusive). */
export function offerDuring(offer: PlanOffer, start: Day, end: Day): boolean {
  return (
    (offer.from === null || offer.from <= end) && (offer.until === null || start <= offer.until)
  );
}
