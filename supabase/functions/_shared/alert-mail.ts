// An alert as a sentence, and a member's new alerts as one mail: worded once for the local
// backend's engine and the send-alerts edge function (the Notifications page words them as well,
// and a test holds the two equal).
import { escapeHtml } from './escape-html.ts';
import { localePrefix, type AppLocale } from './app-locales.ts';
import { digestCounts } from './digest-title.ts';
import { countryNameIn, formatMail, formatMailDate } from './mail-messages.ts';
import { isPlanAlertKind, type AlertKind } from './alert-kinds.ts';
import { planCancelBefore } from './plan-alert-day.ts';

/** A new alert as the mail outbox lists it (public.claim_alert_mails). */
export interface AlertRow {
  id: string;
  user_id: string;
  kind: AlertKind;
  media_type: 'movie' | 'tv' | null;
  tmdb_id: number | null;
  title: string;
  provider_name: string | null;
  region: string | null;
  event_date: string;
}

export type { AppLocale };

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

/**
 * "The Matrix is now on Netflix in United States", and so on for each kind of alert, in `locale`
 * (English by default). The title and the service's name are data; the country's name and the
 * date come from the platform's Intl in that language.
 */
export function alertSentence(alert: AlertRow, locale: AppLocale = 'en'): string {
  const place = alert.provider_name
    ? alert.region
      ? 'inCountry'
      : 'service'
    : alert.region
      ? 'anyInCountry'
      : 'any';
  const values = {
    title: alert.title,
    service: alert.provider_name ?? '',
    country: alert.region ? countryNameIn(locale, alert.region) : '',
    place,
  };
  switch (alert.kind) {
    case 'available':
      return formatMail(locale, 'alert.available', values);
    case 'new_on_service':
      return formatMail(locale, 'alert.newOnService', values);
    case 'leaving_soon':
      return formatMail(locale, 'alert.leavingSoon', {
        ...values,
        date: formatMailDate(locale, alert.event_date),
      });
    case 'left':
      return formatMail(locale, 'alert.left', values);
    case 'digest': {
      const counts = digestCounts(alert.title);
      return counts ? formatMail(locale, 'alert.digest', { ...counts }) : alert.title;
    }
    case 'plan_start':
      return formatMail(locale, 'alert.planStart', {
        service: values.service,
        date: formatMailDate(locale, alert.event_date),
      });
    case 'plan_cancel':
      return formatMail(locale, 'alert.planCancel', {
        service: values.service,
        date: formatMailDate(locale, planCancelBefore(alert.event_date)),
      });
  }
}

/**
 * The app page an alert opens: the title, the planner for a plan reminder, or the Notifications
 * page for a digest.
 */
export function alertPath(
  alert: Pick<AlertRow, 'media_type' | 'tmdb_id'> & { kind?: AlertRow['kind'] },
): string {
  if (isPlanAlertKind(alert.kind)) return '/planner';
  if (!alert.media_type || !alert.tmdb_id) return '/notifications';
  return `/movie/${alert.media_type === 'tv' ? `tv_${alert.tmdb_id}` : alert.tmdb_id}`;
}

/**
 * One mail listing a member's new alerts, each linking to its title, with an unsubscribe link: the
 * app's /unsubscribe page, carrying the signed query of `unsubscribeUrl` (the function's link) and
 * the mail's language. Written in `locale` (English by default), its links open the app in it
 * (`/de/movie/603`; English unprefixed).
 */
export function composeAlertMail(
  to: string,
  alerts: AlertRow[],
  links: { siteUrl: string; unsubscribeUrl: string; locale?: AppLocale },
): AlertMail {
  const locale = links.locale ?? 'en';
  const site = links.siteUrl.replace(/\/+$/, '') + localePrefix(locale);
  const pageUrl = `${site}/notifications`;
  const unsubscribeQuery = new URL(links.unsubscribeUrl).searchParams;
  if (locale !== 'en') unsubscribeQuery.set('lang', locale);
  const unsubscribePageUrl = `${site}/unsubscribe?${unsubscribeQuery}`;
  const items = alerts.map((alert) => ({
    sentence: alertSentence(alert, locale),
    url: `${site}${alertPath(alert)}`,
  }));
  const subject =
    alerts.length === 1
      ? items[0]!.sentence
      : formatMail(locale, 'mail.subject', { count: alerts.length });
  const text = [
    ...items.map((item) => `- ${item.sentence}\n  ${item.url}`),
    '',
    formatMail(locale, 'mail.allAlertsText', { url: pageUrl }),
    formatMail(locale, 'mail.stopText', { url: unsubscribePageUrl }),
  ].join('\n');
  const html = `<p>${escapeHtml(formatMail(locale, 'mail.intro'))}</p>
<ul>${items.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.sentence)}</a></li>`).join('')}</ul>
<p><a href="${escapeHtml(pageUrl)}">${escapeHtml(formatMail(locale, 'mail.allAlerts'))}</a> · <a href="${escapeHtml(unsubscribePageUrl)}">${escapeHtml(formatMail(locale, 'mail.stop'))}</a></p>`;
  return { to, subject, text, html, pageUrl, unsubscribeUrl: links.unsubscribeUrl };
}
