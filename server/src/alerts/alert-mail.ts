import { alertPath, alertSentence, type AlertRow } from './alert-sentence.js';
import { escapeHtml } from '../http/escape-html.js';

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
 * One mail listing a user's new alerts, each linking to its title, with an unsubscribe link: the
 * app's /unsubscribe page, carrying the signed query of `unsubscribeUrl` (the function's link).
 */
export function composeAlertMail(
  to: string,
  alerts: AlertRow[],
  urls: { siteUrl: string; unsubscribeUrl: string },
): AlertMail {
  const site = urls.siteUrl.replace(/\/+$/, '');
  const unsubscribePageUrl = `${site}/unsubscribe${new URL(urls.unsubscribeUrl).search}`;
  const items = alerts.map((alert) => ({
    sentence: alertSentence(alert),
    url: `${site}${alertPath(alert)}`,
  }));
  const subject =
    alerts.length === 1 ? items[0]!.sentence : `${alerts.length} new alerts on WatchWhere`;
  const text = [
    ...items.map((item) => `- ${item.sentence}\n  ${item.url}`),
    '',
    `All your alerts: ${site}/notifications`,
    `Stop these emails: ${unsubscribePageUrl}`,
  ].join('\n');
  const html = `<p>New on WatchWhere:</p>
<ul>${items.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.sentence)}</a></li>`).join('')}</ul>
<p><a href="${escapeHtml(`${site}/notifications`)}">All your alerts</a> · <a href="${escapeHtml(unsubscribePageUrl)}">Stop these emails</a></p>`;
  return {
    to,
    subject,
    text,
    html,
    pageUrl: `${site}/notifications`,
    unsubscribeUrl: urls.unsubscribeUrl,
  };
}
