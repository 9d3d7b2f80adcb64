import { defineMessages, type IntlShape } from 'react-intl';
import { contentPath } from '../content/content-route';
import { formatDay } from '../content/format-day';
import { countryName } from '../content/countries';
import { digestCounts } from '../../../../supabase/functions/_shared/digest-title';
import { planCancelBefore } from '../../../../supabase/functions/_shared/plan-alert-day';
import { isPlanAlertKind } from '../../../../supabase/functions/_shared/alert-kinds';
import type { UserNotification } from './notification-types';

/** A `YYYY-MM-DD` day as people read it in the page's language; anything else as given. */
export const formatEventDate = (intl: IntlShape, day: string) => formatDay(intl, day, 'long');

/** Where the alert says: `where` picks the sentence (both, service, country or other). */
type Where = { where: string; service: string; country: string; title: string };

const messages = defineMessages<{
  available: Where;
  newOnService: Where;
  leavingSoon: Where & { date: string };
  left: Where;
  digest: { arrived: number; leaving: number; scope: string };
  planStart: { service: string; date: string };
  planCancel: { service: string; date: string };
}>({
  available: {
    defaultMessage:
      '{where, select, both {{title} is now on {service} ({country})} service {{title} is now on {service}} country {{title} is now on one of your services ({country})} other {{title} is now on one of your services}}',
    id: 'CPigCI',
    description:
      'Alert: a title (film or series name) can now be streamed; service is a streaming service name, country a country name',
  },
  newOnService: {
    defaultMessage:
      '{where, select, both {New on {service} ({country}): {title}} service {New on {service}: {title}} country {New on one of your services ({country}): {title}} other {New on one of your services: {title}}}',
    id: 'sDViNf',
    description:
      'Alert: a title (film or series name) was just added to a streaming service; service is its name, country a country name',
  },
  leavingSoon: {
    defaultMessage:
      '{where, select, both {{title} leaves {service} ({country}) on {date}} service {{title} leaves {service} on {date}} country {{title} leaves one of your services ({country}) on {date}} other {{title} leaves one of your services on {date}}}',
    id: 'CsutyM',
    description:
      'Alert: a title (film or series name) will stop streaming on a service on a date; service is its name, country a country name',
  },
  left: {
    defaultMessage:
      '{where, select, both {{title} has left {service} ({country})} service {{title} has left {service}} country {{title} has left one of your services ({country})} other {{title} has left one of your services}}',
    id: 'loI66N',
    description:
      'Alert: a title (film or series name) is no longer streaming on a service (it left in the last days); service is its name, country a country name',
  },
  digest: {
    defaultMessage:
      'Your week: {arrived} new on {scope, select, any {streaming} other {your services}}, {leaving} leaving in the next two weeks',
    id: '32di/E',
    description:
      'Alert, the Monday digest: how many titles arrived in the past week and how many leave in the next two; scope any = on any streaming service, else on the member’s services',
  },
  planStart: {
    defaultMessage: 'Start {service} on {date}',
    id: 'SZuxhA',
    description:
      'Alert, a reminder from the member’s saved plan: subscribe to a streaming service (its name) on a date, the first day of a month',
  },
  planCancel: {
    defaultMessage: 'Cancel {service} before {date}',
    id: 'coGtXk',
    description:
      'Alert, a reminder from the member’s saved plan: cancel a streaming service (its name) so it does not renew; the date is the first day of the next month',
  },
});

/** What the alert names of where: the ICU select's case, and the words it fills in. */
function whereOf(intl: IntlShape, { provider_name, region }: UserNotification) {
  const where =
    provider_name && region ? 'both' : provider_name ? 'service' : region ? 'country' : 'other';
  return {
    where,
    service: provider_name ?? '',
    country: region ? countryName(intl, region) : '',
  };
}

/**
 * The plain sentence an alert reads as, on the Notifications page and in a browser notification,
 * in the page's language: "The Matrix is now on Netflix in United States", "New on Netflix in
 * United States: The Matrix", "The Matrix leaves Netflix in United States on December 4, 2026", "The
 * Matrix has left Netflix in United States", the week's digest with its counts, "Cancel Hulu
 * before February 1, 2027".
 */
export function notificationSentence(intl: IntlShape, notification: UserNotification): string {
  const values = { ...whereOf(intl, notification), title: notification.title };
  switch (notification.kind) {
    case 'available':
      return intl.formatMessage(messages.available, values);
    case 'new_on_service':
      return intl.formatMessage(messages.newOnService, values);
    case 'leaving_soon':
      return intl.formatMessage(messages.leavingSoon, {
        ...values,
        date: formatEventDate(intl, notification.event_date),
      });
    case 'left':
      return intl.formatMessage(messages.left, values);
    case 'digest': {
      const counts = digestCounts(notification.title);
      return counts ? intl.formatMessage(messages.digest, { ...counts }) : notification.title;
    }
    case 'plan_start':
      return intl.formatMessage(messages.planStart, {
        service: values.service,
        date: formatEventDate(intl, notification.event_date),
      });
    case 'plan_cancel':
      return intl.formatMessage(messages.planCancel, {
        service: values.service,
        date: formatEventDate(intl, planCancelBefore(notification.event_date)),
      });
  }
}

/**
 * Where opening an alert leads: its title's page, the planner for a plan reminder, or home for a
 * digest (which names no title).
 */
export function notificationPath(notification: UserNotification): string {
  if (isPlanAlertKind(notification.kind)) return '/planner';
  const { media_type, tmdb_id } = notification;
  return media_type && tmdb_id ? contentPath({ id: tmdb_id, media_type }) : '/';
}
