const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// [long, short] as British English writes them (CLDR's en-GB: "Sept", not "Sep").
const MONTHS = [
  ['January', 'Jan'],
  ['February', 'Feb'],
  ['March', 'Mar'],
  ['April', 'Apr'],
  ['May', 'May'],
  ['June', 'Jun'],
  ['July', 'Jul'],
  ['August', 'Aug'],
  ['September', 'Sept'],
  ['October', 'Oct'],
  ['November', 'Nov'],
  ['December', 'Dec'],
] as const;

/**
 * A `YYYY-MM-DD` day as people read it, the day as written wherever the browser is: "20 Nov"
 * (short) or "4 December 2026" (long); anything else as given. Not Intl.DateTimeFormat: the first
 * Intl formatter a page builds loads ICU's locale data, 21 ms of main thread measured as home's
 * service-change rows first rendered.
 */
export function formatDay(day: string, style: 'short' | 'long'): string {
  const match = DAY.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  const [long, short] = month;
  const date = Number(match[3]);
  return style === 'short' ? `${date} ${short}` : `${date} ${long} ${match[1]}`;
}
