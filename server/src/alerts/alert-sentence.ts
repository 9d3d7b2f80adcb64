import { REGIONS } from '../catalog/constants/regions.js';

export interface AlertRow {
  id: string;
  user_id: string;
  kind: 'available' | 'new_on_service' | 'leaving_soon' | 'digest';
  media_type: 'movie' | 'tv' | null;
  tmdb_id: number | null;
  title: string;
  provider_name: string | null;
  region: string | null;
  event_date: string;
}

const countryName = (code: string | null) =>
  REGIONS.find((region) => region.iso_3166_1 === code)?.english_name ?? code ?? '';

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The plain sentence an alert reads as, in the mail as on the Notifications page. */
export function alertSentence(alert: AlertRow): string {
  const where = `${alert.provider_name} in ${countryName(alert.region)}`;
  switch (alert.kind) {
    case 'available':
      return `${alert.title} is now on ${where}`;
    case 'new_on_service':
      return `New on ${where}: ${alert.title}`;
    case 'leaving_soon':
      return `${alert.title} leaves ${where} on ${longDate(alert.event_date)}`;
    case 'digest':
      return alert.title;
  }
}

/** The app page an alert opens: the title, or the Notifications page for a digest. */
export function alertPath(alert: AlertRow): string {
  if (!alert.media_type || !alert.tmdb_id) return '/notifications';
  return `/movie/${alert.media_type === 'tv' ? `tv_${alert.tmdb_id}` : alert.tmdb_id}`;
}
