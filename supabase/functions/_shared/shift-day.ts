const DAY_MS = 86_400_000;

/** The UTC day `days` after `day` (both YYYY-MM-DD; `days` may be negative). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
