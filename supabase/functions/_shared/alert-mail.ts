// An alert as a sentence, and a member's new alerts as one mail: worded once for the local
// backend's engine and the send-alerts edge function (the Notifications page words them as well,
// and a test holds the two equal).
import { escapeHtml } from './escape-html.ts';

/** A new alert as public.match_alerts_for_mail answers it. */
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

/** A country's name by its ISO 3166-1 code, as the catalog names it (United States…). */
export type CountryName = (code: string) => string;

export interface AlertMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Notifications page, where every alert of the mail is listed too. */
  pageUrl: string;
  /**
   * The unsubscribe function's signed link, for the List-Unsubscribe header: mail programs POST to
   * it in one click (RFC 8058).
   */
  unsubscribeUrl: string;
}

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "The Matrix is now on Netflix in United States", and so on for each kind of alert. */
export function alertSentence(alert: AlertRow, countryName: CountryName): string {
  const service = alert.provider_name ?? 'one of your services';
  const where = alert.region ? `${service} in ${countryName(alert.region)}` : service;
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

/**
 * One mail listing a member's new alerts, each linking to its title, with an unsubscribe link: the
 * app's /unsubscribe page, carrying the signed query of `unsubscribeUrl` (the function's link).
 */
export function composeAlertMail(
  to: string,
  alerts: AlertRow[],
  links: { siteUrl: string; unsubscribeUrl: string; countryName: CountryName },
): AlertMail {
  const site = links.siteUrl.replace(/\/+$/, '');
  const pageUrl = `${site}/notifications`;
  const unsubscribePageUrl = `${site}/unsubscribe${new URL(links.unsubscribeUrl).search}`;
  const items = alerts.map((alert) => ({
    sentence: alertSentence(alert, links.countryName),
    url: `${site}${alertPath(alert)}`,
  }));
  const subject =
    alerts.length === 1 ? items[0]!.sentence : `${alerts.length} new alerts on WatchWhere`;
  const text = [
    ...items.map((item) => `- ${item.sentence}\n  ${item.url}`),
    '',
    `All your alerts: ${pageUrl}`,
    `Stop these emails: ${unsubscribePageUrl}`,
  ].join('\n');
  const html = `<p>New on WatchWhere:</p>
<ul>${items.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.sentence)}</a></li>`).join('')}</ul>
<p><a href="${escapeHtml(pageUrl)}">All your alerts</a> · <a href="${escapeHtml(unsubscribePageUrl)}">Stop these emails</a></p>`;
  return { to, subject, text, html, pageUrl, unsubscribeUrl: links.unsubscribeUrl };
}
