// What an alert is about (public.notifications.kind, checked there). A plain module with no
// imports: the mail and shared-core's Notifications page both read it.
export type AlertKind =
  | 'available'
  | 'new_on_service'
  | 'leaving_soon'
  | 'left'
  | 'digest'
  | 'plan_start'
  | 'plan_cancel';

/** A reminder of the member's saved plan (start or cancel a service): it opens the planner. */
export const isPlanAlertKind = (kind: AlertKind | undefined): boolean =>
  kind === 'plan_start' || kind === 'plan_cancel';
