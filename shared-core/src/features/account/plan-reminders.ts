// The reminders of a saved plan are defined once, beside the functions that send them.
export {
  planReminders,
  type PlanReminder,
} from '../../../../supabase/functions/_shared/plan-reminders';
