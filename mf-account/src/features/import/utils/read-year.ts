/** The oldest and newest years a saved title may have (the `watchlist` table's check). */
const FIRST_YEAR = 1870;
const LAST_YEAR = 2200;

/** A year field: absent when empty, `null` when it is not a year. */
export function readYear(value: unknown): number | undefined | null {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}
