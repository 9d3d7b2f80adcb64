import { isCalendarDay } from '../catalog/clock.js';

const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';

export const runDayRule = `a calendar day YYYY-MM-DD between ${FIRST_DAY} and ${LAST_DAY}`;

/** Is this a day the engine can run as of (a real calendar day, this century)? */
export const isRunDay = (day: string) => isCalendarDay(day) && day >= FIRST_DAY && day <= LAST_DAY;
