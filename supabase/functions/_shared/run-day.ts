import { isCalendarDay } from './calendar-day.ts';

const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';

/** The days the alert engine runs as of: this century only (day arithmetic goes wrong far from it). */
export const runDayRule = `a calendar day YYYY-MM-DD between ${FIRST_DAY} and ${LAST_DAY}`;

export const isRunDay = (day: string) => isCalendarDay(day) && day >= FIRST_DAY && day <= LAST_DAY;

export const runDayUsage = `Send {} or { "as_of": "YYYY-MM-DD" }, ${runDayRule}`;

/** `as_of` from a run's parsed body: undefined for today, null when it is not a run day. */
export function asOfFrom(body: unknown): string | undefined | null {
  if (body === undefined) return undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const asOf = (body as { as_of?: unknown }).as_of;
  if (asOf === undefined) return undefined;
  return typeof asOf === 'string' && isRunDay(asOf) ? asOf : null;
}
