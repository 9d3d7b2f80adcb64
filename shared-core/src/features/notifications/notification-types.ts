import type { AlertKind } from '../../../../supabase/functions/_shared/alert-kinds';
import type { MediaType } from '../content/media-type';

/** What an alert is about (`notifications.kind`). */
export type NotificationKind = AlertKind;

/**
 * A row of `notifications`, written by the alert engine for one user. A digest has no title,
 * service or poster: its `title` is the week's summary sentence. A plan reminder has no title or
 * poster either: its `title` is the service's name, and its day is the reminder's (a cancel's
 * "before" day is the next month's first).
 */
export interface UserNotification {
  id: string;
  kind: NotificationKind;
  media_type: MediaType | null;
  tmdb_id: number | null;
  title: string;
  /** The catalog's relative poster path ("/abc.jpg"), or null. */
  poster_path: string | null;
  provider_id: number | null;
  provider_name: string | null;
  /** ISO 3166-1 country code, e.g. "US". */
  region: string | null;
  /** The day of the event (arrival, departure, digest, reminder), `YYYY-MM-DD`, UTC. */
  event_date: string;
  created_at: string;
  read_at: string | null;
}

/** A title the user asked to hear about with Notify Me (`notify_requests`). */
export interface WatchedTitle {
  id: string;
  media_type: MediaType;
  tmdb_id: number;
  title: string;
  created_at: string;
}
