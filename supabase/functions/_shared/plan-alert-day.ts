// The day a plan_cancel alert names (public.match_plan_alerts): its event_date is the reminder's
// day, two days before a month's last, so "cancel before" is the next month's first day. A plain
// module with no imports: the mail and shared-core's Notifications page both read it.

/** The first day of the month after `day`'s (both YYYY-MM-DD). */
export function planCancelBefore(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month!, 1)).toISOString().slice(0, 10);
}
