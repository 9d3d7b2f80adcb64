/** 136 → "2h 16m", 45 → "45m", 120 → "2h"; nothing for 0. */
export function formatRuntime(minutes: number): string {
  if (minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
