import { useIntl } from 'react-intl';
import { planReminders, type PlanReminder } from 'shared-core';
import { theme } from 'shared-ui';
import styled from 'styled-components';
import type { SavedPlanMonth } from '../api/get-saved-plan';

const Heading = styled.h3`
  font-size: ${theme.typography.fontSize.md};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  padding-left: ${theme.space.xl};
  font-size: ${theme.typography.fontSize.sm};
`;

export interface PlanReminderListProps {
  months: readonly SavedPlanMonth[];
  /** The provider ids of the services the member already has. */
  held: readonly number[];
  /** When the plan was saved (an ISO timestamp): no reminder is dated before its day (UTC). */
  savedAt: string;
}

function ReminderText({ reminder }: { reminder: PlanReminder }) {
  const intl = useIntl();
  const date = (day: string) =>
    intl.formatDate(new Date(day), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return reminder.kind === 'start'
    ? intl.formatMessage(
        {
          defaultMessage: 'Start {service} on {day}',
          id: 'z7KlMZ',
          description:
            'Planner page: a reminder of the saved plan; service is a service name, day a date such as 1 January',
        },
        { service: reminder.service, day: date(reminder.day) },
      )
    : intl.formatMessage(
        {
          defaultMessage: 'Cancel {service} before {day}',
          id: 'Foy6AO',
          description:
            'Planner page: a reminder of the saved plan, so the service does not renew; service is a service name, day a date such as 1 February',
        },
        { service: reminder.service, day: date(reminder.before) },
      );
}

/** When to start and cancel each service of the saved plan, as the alerts and the feed say it. */
export function PlanReminderList({ months, held, savedAt }: PlanReminderListProps) {
  const intl = useIntl();
  const reminders = planReminders(months, held, new Date(savedAt).toISOString().slice(0, 10));
  if (reminders.length === 0) return null;
  return (
    <section aria-labelledby="planner-reminders">
      <Heading id="planner-reminders">
        {intl.formatMessage({
          defaultMessage: 'Your plan’s reminders',
          id: '6e0+IK',
          description:
            'Planner page: heading of the start and cancel reminders of the saved plan, sent as alerts and in the calendar feed',
        })}
      </Heading>
      <List>
        {reminders.map((reminder) => (
          <li key={`${reminder.kind}-${reminder.providerId}-${reminder.day}`}>
            <ReminderText reminder={reminder} />
          </li>
        ))}
      </List>
    </section>
  );
}
