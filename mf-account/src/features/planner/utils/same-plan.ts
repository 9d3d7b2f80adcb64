import type { SavedPlanMonth } from '../api/get-saved-plan';

/** A plan's months by what they say (each month's first day and service ids), not key order. */
const planKey = (months: readonly SavedPlanMonth[]) =>
  months
    .map((month) => `${month.month}:${month.services.map((s) => s.provider_id).join('+')}`)
    .join(' ');

/**
 * Whether two plans hold the same services in the same months. The database keeps a plan as
 * jsonb, which orders an object's keys its own way, so their JSON text cannot be compared.
 */
export const samePlan = (a: readonly SavedPlanMonth[], b: readonly SavedPlanMonth[]) =>
  planKey(a) === planKey(b);
