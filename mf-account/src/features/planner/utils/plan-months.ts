import type { PlanMonth } from 'planner';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The months a rotation spans: the rest of today's month, then whole calendar months (UTC).
 * `today` is the catalog's day, not the browser's clock.
 */
export function planMonths(today: string, count: number): PlanMonth[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(Date.UTC(year, month - 1 + index, 1));
    const end = new Date(Date.UTC(year, month + index, 0));
    return { start: index === 0 ? today : day(start), end: day(end) };
  });
}

/** The first day of the month a plan month belongs to (`2026-12-01` for `2026-12-02`). */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
