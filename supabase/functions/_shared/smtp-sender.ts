import nodemailer from 'nodemailer';
import type { AlertMail } from './alert-mail.ts';

export type SendAlertMail = (mail: AlertMail) => Promise<void>;

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

/** The settings a deployment mails with, read by `smtpSettingsFrom`. */
export const SMTP_SETTINGS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM'];

/**
 * SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS and SMTP_FROM, read through `setting`, with the
 * deployment's default port and sender (a hosted function has none: SMTP_FROM is then required).
 * Undefined without a host: alerts are written, not mailed.
 */
export function smtpSettingsFrom(
  setting: (name: string) => string | undefined,
  defaults: { port: number; from?: string },
): SmtpSettings | undefined {
  const host = setting('SMTP_HOST')?.trim();
  if (!host) return undefined;
  const portSetting = setting('SMTP_PORT') || String(defaults.port);
  const port = Number(portSetting);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, not "${portSetting}"`);
  }
  const from = setting('SMTP_FROM')?.trim() || defaults.from;
  if (!from) throw new Error('SMTP_FROM must be set with SMTP_HOST, e.g. WatchWhere <alerts@…>');
  return { host, port, user: setting('SMTP_USER') || undefined, pass: setting('SMTP_PASS'), from };
}

/** Sends through an SMTP server, with the one-click unsubscribe headers of RFC 8058. */
export function smtpSender(settings: SmtpSettings): SendAlertMail {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
  });
  return async (mail) => {
    await transport.sendMail({
      from: settings.from,
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
