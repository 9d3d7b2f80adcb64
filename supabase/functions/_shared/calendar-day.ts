/** Is this a real calendar day, YYYY-MM-DD (2021-02-30 is not: JavaScript would roll it over)? */
export function isCalendarDay(raw: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const time = Date.parse(`${raw}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(raw);
}
