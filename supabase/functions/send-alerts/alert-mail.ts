// One mail per member listing their new alerts, worded and linked as the local backend words them
// (server/src/alerts/alert-sentence.ts and alert-mail.ts) and as the Notifications page shows them,
// sent over SMTP with RFC 8058's one-click unsubscribe headers.
// @deno-types="npm:@types/nodemailer@8.0.2"
import nodemailer from 'npm:nodemailer@10.6.0';
import { escapeHtml } from '../_shared/http.ts';

/** A new alert as public.match_alerts_for_mail answers it. */
export interface Alert {
  id: string;
  user_id: string;
  kind: 'available' | 'new_on_service' | 'leaving_soon' | 'digest';
  media_type: 'movie' | 'tv' | null;
  tmdb_id: number | null;
  title: string;
  provider_name: string | null;
  region: string | null;
  event_date: string;
  /** The member's address when they want alert mail, else null. */
  email: string | null;
}

export interface AlertMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The unsubscribe function's signed link, for List-Unsubscribe (mail programs POST to it). */
  unsubscribeUrl: string;
}

export type SendAlertMail = (mail: AlertMail) => Promise<void>;

// The country names the app's region list uses (United States, South Korea…).
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string | null) => (code ? (countryNames.of(code) ?? code) : '');

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The plain sentence an alert reads as. */
function sentenceOf(alert: Alert): string {
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
function pathOf(alert: Alert): string {
  if (!alert.media_type || !alert.tmdb_id) return '/notifications';
  return `/movie/${alert.media_type === 'tv' ? `tv_${alert.tmdb_id}` : alert.tmdb_id}`;
}

/**
 * One member's mail: each alert linking to its title, then the alerts page and the way out, the
 * app's /unsubscribe page carrying the signed query of `unsubscribeUrl` (the function's link).
 */
export function composeAlertMail(
  to: string,
  alerts: Alert[],
  links: { siteUrl: string; unsubscribeUrl: string },
): AlertMail {
  const site = links.siteUrl.replace(/\/+$/, '');
  const all = `${site}/notifications`;
  const unsubscribePage = `${site}/unsubscribe${new URL(links.unsubscribeUrl).search}`;
  const lines = alerts.map((alert) => ({ sentence: sentenceOf(alert), url: site + pathOf(alert) }));
  const listItems = lines.map(
    ({ sentence, url }) => `<li><a href="${escapeHtml(url)}">${escapeHtml(sentence)}</a></li>`,
  );
  return {
    to,
    subject: alerts.length === 1 ? lines[0]!.sentence : `${alerts.length} new alerts on WatchWhere`,
    text: [
      ...lines.map(({ sentence, url }) => `- ${sentence}\n  ${url}`),
      '',
      `All your alerts: ${all}`,
      `Stop these emails: ${unsubscribePage}`,
    ].join('\n'),
    html: `<p>New on WatchWhere:</p>
<ul>${listItems.join('')}</ul>
<p><a href="${escapeHtml(all)}">All your alerts</a> · <a href="${escapeHtml(unsubscribePage)}">Stop these emails</a></p>`,
    unsubscribeUrl: links.unsubscribeUrl,
  };
}

/**
 * SMTP_HOST, SMTP_PORT (465 by default: the hosted platform refuses connections to ports 25 and
 * 587), SMTP_USER, SMTP_PASS, SMTP_FROM (required with a host). Undefined without a host: alerts
 * are written, not mailed.
 */
export function smtpSenderFromEnv(): SendAlertMail | undefined {
  const host = Deno.env.get('SMTP_HOST')?.trim();
  if (!host) return undefined;
  const portSetting = Deno.env.get('SMTP_PORT') || '465';
  const port = Number(portSetting);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, not "${portSetting}"`);
  }
  const from = Deno.env.get('SMTP_FROM')?.trim();
  if (!from) throw new Error('SMTP_FROM must be set with SMTP_HOST, e.g. WatchWhere <alerts@…>');
  const user = Deno.env.get('SMTP_USER') || undefined;
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: port === 465,
    auth: user ? { user, pass: Deno.env.get('SMTP_PASS') ?? '' } : undefined,
  });
  return async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: {
        'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  };
}
