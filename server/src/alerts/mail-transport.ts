import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database.js';
import type { AlertMail } from './alert-mail.js';

export type SendAlertMail = (mail: AlertMail) => Promise<void>;

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

/** SMTP_HOST, SMTP_PORT (default 587), SMTP_USER, SMTP_PASS, SMTP_FROM; undefined without a host. */
export function smtpSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): SmtpSettings | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const port = Number(env.SMTP_PORT || 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, not "${env.SMTP_PORT}"`);
  }
  return {
    host,
    port,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.SMTP_FROM?.trim() || 'WatchWhere <alerts@localhost>',
  };
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

/** "Sends" into the local inbox (/inbox): nothing leaves the machine. */
export function localInboxSender(db: Queryable): SendAlertMail {
  return async (mail) => {
    await db.query(
      `insert into _local.mail (recipient, subject, kind, link, body) values ($1, $2, 'alerts', $3, $4)`,
      [mail.to, mail.subject, mail.pageUrl, mail.text],
    );
  };
}
