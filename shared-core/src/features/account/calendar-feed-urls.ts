import { getRuntimeConfig } from '../../config/runtime-config';
import {
  calendarFeedUrls,
  type CalendarFeedUrls,
} from '../../../../supabase/functions/_shared/calendar-feed-url';

export type { CalendarFeedUrls };

/** A member's calendar feed addresses (https and webcal:) on this deployment's functions. */
export const calendarFeedUrlsFor = (token: string): CalendarFeedUrls =>
  calendarFeedUrls(`${getRuntimeConfig().supabaseUrl}/functions/v1`, token);
