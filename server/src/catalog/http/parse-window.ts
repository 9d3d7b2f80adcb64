import { isCalendarDay } from '../../../../supabase/functions/_shared/calendar-day.ts';
import { isRegionCode, REGION_CODES } from '../constants/regions.js';
import { invalidChangesParameter } from './catalog-error.js';

/** The WatchWhere extensions' (`/ww/…`) country: one of the catalog's, in any case. */
export function parseKnownRegion(raw: string | undefined): string {
  const region = (raw ?? '').toUpperCase();
  if (!isRegionCode(region)) {
    throw invalidChangesParameter(
      `region must be one of the catalog's countries (${REGION_CODES.join(', ')}).`,
    );
  }
  return region;
}

/** A window's first or last day, YYYY-MM-DD. */
export function parseWindowDay(raw: string | undefined, name: string): string {
  if (raw === undefined || !isCalendarDay(raw)) {
    throw invalidChangesParameter(`${name} must be a calendar day like 2026-11-23.`);
  }
  return raw;
}
