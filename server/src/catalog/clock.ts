import { InvalidSettingError } from 'deployment-env';
import { isCalendarDay } from '../../../supabase/functions/_shared/calendar-day.ts';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (UTC) of a YYYY-MM-DD day. */
export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The fixed day the catalog answers as of, from WATCHWHERE_NOW (YYYY-MM-DD), in local mode only:
 * production always follows the server clock. Undefined: follow the clock.
 */
export function catalogDayFromEnv(
  env: NodeJS.ProcessEnv,
  mode: 'local' | 'production',
): string | undefined {
  const setting = env.WATCHWHERE_NOW?.trim();
  if (mode === 'production' || !setting) return undefined;
  if (!isCalendarDay(setting)) {
    throw new InvalidSettingError(
      `WATCHWHERE_NOW must be a calendar day like 2026-11-23, not "${setting}"`,
    );
  }
  return setting;
}

/** Today's UTC day, YYYY-MM-DD: the fixed day when given, else the server clock's. */
export function catalogClock(fixedDay?: string): () => string {
  return fixedDay ? () => fixedDay : () => new Date().toISOString().slice(0, 10);
}
