import { contentPath } from '../content/content-route';
import { formatDay } from '../content/format-day';
import { countryInfo } from '../content/countries';
import type { UserNotification } from './notification-types';

/** A `YYYY-MM-DD` day as people read it: "4 December 2026"; anything else as given. */
export const formatEventDate = (day: string) => formatDay(day, 'long');

/** "Netflix in United States", or as much of it as the alert names. */
function whereOf({ provider_name, region }: UserNotification): string {
  const service = provider_name ?? 'one of your services';
  return region ? `${service} in ${countryInfo(region).name}` : service;
}

/**
 * The plain sentence an alert reads as, on the Notifications page and in a browser notification:
 * "The Matrix is now on Netflix in United States", "New on Netflix in United States: The Matrix",
 * "The Matrix leaves Netflix in United States on 4 December 2026"; a digest is its own summary.
 */
export function notificationSentence(notification: UserNotification): string {
  switch (notification.kind) {
    case 'available':
      return `${notification.title} is now on ${whereOf(notification)}`;
    case 'new_on_service':
      return `New on ${whereOf(notification)}: ${notification.title}`;
    case 'leaving_soon':
      return `${notification.title} leaves ${whereOf(notification)} on ${formatEventDate(notification.event_date)}`;
    case 'digest':
      return notification.title;
  }
}

/** Where opening an alert leads: its title's page, or home for a digest (which names no title). */
export function notificationPath(notification: UserNotification): string {
  const { media_type, tmdb_id } = notification;
  return media_type && tmdb_id ? contentPath({ id: tmdb_id, media_type }) : '/';
}
