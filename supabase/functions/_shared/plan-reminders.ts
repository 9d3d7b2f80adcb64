// The reminders of a saved plan (public.saved_plans.months): when to start a service and when to
// cancel one, read from the change between consecutive months. Pure, for the calendar feed and
// for anything else that tells a member about their plan (the in-app alerts, later).
import { shiftDay } from './shift-day.ts';

/** A service of a planned month, as the planner saves it. */
export interface PlanService {
  provider_id: number;
  name: string;
}

/** One month of a plan: its first day (YYYY-MM-01) and the services to hold in it. */
export interface PlanMonth {
  month: string;
  services: PlanService[];
}

export type PlanReminder =
  /**
   * Subscribe to `service` on `day`: the first day of the month that first needs it, or the day
   * the plan was saved when that is later (the plan's first month has begun by then).
   */
  | { kind: 'start'; providerId: number; service: string; day: string }
  /**
   * Cancel `service` on `day`, a few days before the month that holds it ends (or the day the
   * plan was saved, when later), so that it does not renew: `lastDay` is that month's last day,
   * `before` the next month's first.
   */
  | {
      kind: 'cancel';
      providerId: number;
      service: string;
      day: string;
      lastDay: string;
      before: string;
    };

/** How many days before the end of its month a cancel reminder comes. */
export const CANCEL_DAYS_BEFORE_MONTH_END = 2;

/** The first day of the month after `month` (both YYYY-MM-01). */
function nextMonth(month: string): string {
  const date = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

/** A month's services by provider id (a service listed twice counts once). */
const servicesOf = (month: PlanMonth) =>
  new Map(month.services.map((service) => [service.provider_id, service.name]));

/** The later of two days (YYYY-MM-DD). */
const later = (a: string, b: string): string => (a < b ? b : a);

function cancelReminder(
  providerId: number,
  service: string,
  month: string,
  savedOn: string,
): PlanReminder {
  const before = nextMonth(month);
  const lastDay = shiftDay(before, -1);
  const day = later(shiftDay(lastDay, -CANCEL_DAYS_BEFORE_MONTH_END), savedOn);
  return { kind: 'cancel', providerId, service, day, lastDay, before };
}

/**
 * The reminders of a plan's months (in order), for a member who holds the services `held`
 * (provider ids) today: start each service of the first month they do not hold yet, and each
 * service a month adds to the one before; cancel each service a month holds and the next one
 * does not. The last month's services run on: nothing says to cancel them. No reminder is dated
 * before `savedOn`, the day (UTC) the plan was saved. In day order.
 */
export function planReminders(
  months: readonly PlanMonth[],
  held: Iterable<number>,
  savedOn: string,
): PlanReminder[] {
  const reminders: PlanReminder[] = [];
  let before = new Map([...held].map((providerId) => [providerId, '']));
  months.forEach((month, index) => {
    const now = servicesOf(month);
    for (const [providerId, service] of now) {
      if (!before.has(providerId))
        reminders.push({ kind: 'start', providerId, service, day: later(month.month, savedOn) });
    }
    const next = months[index + 1];
    if (next) {
      const kept = servicesOf(next);
      for (const [providerId, service] of now) {
        if (!kept.has(providerId)) {
          reminders.push(cancelReminder(providerId, service, month.month, savedOn));
        }
      }
    }
    before = now;
  });
  // On one day a start comes before a cancel (a plan saved late in its month has both then).
  return reminders.sort(
    (a, b) =>
      a.day.localeCompare(b.day) || b.kind.localeCompare(a.kind) || a.providerId - b.providerId,
  );
}
