import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import {
  appLocale,
  localeOfPath,
  type AppLocale,
} from '../../../../supabase/functions/_shared/app-locales.ts';
import { formatMail } from '../../../../supabase/functions/_shared/mail-messages.ts';

export type MailKind = 'signup' | 'recovery';

/**
 * The language of an auth mail: the one of the app page it sends the member back to (its
 * `redirect_to`, `/de/auth`… under one of the site URLs), else the member's own
 * (profiles.language), else English.
 */
export async function authMailLocale(
  q: Queryable,
  userId: string,
  redirectTo: string,
  siteUrls: string[],
): Promise<AppLocale> {
  const fromPage = pageLocale(redirectTo, siteUrls);
  if (fromPage) return fromPage;
  const [profile] = await q.query<{ language: string }>(
    'select language from public.profiles where id = $1',
    [userId],
  );
  return appLocale(profile?.language);
}

function pageLocale(redirectTo: string, siteUrls: string[]): AppLocale | undefined {
  let target: URL;
  try {
    target = new URL(redirectTo);
  } catch {
    return undefined;
  }
  for (const entry of siteUrls) {
    try {
      const site = new URL(entry);
      if (site.origin !== target.origin) continue;
      const locale = localeOfPath(target.pathname, site.pathname);
      if (locale) return locale;
    } catch {
      // not a URL: no language from it
    }
  }
  return undefined;
}

/** "Sends" a mail: it lands in the local inbox (GET /inbox) instead of leaving the machine. */
export async function sendMail(
  q: Queryable,
  log: FastifyBaseLogger,
  mail: { recipient: string; kind: MailKind; link: string; locale?: AppLocale },
): Promise<void> {
  const locale = mail.locale ?? 'en';
  await q.query(
    'insert into _local.mail (recipient, subject, kind, link, body) values ($1, $2, $3, $4, $5)',
    [
      mail.recipient,
      formatMail(locale, `auth.${mail.kind}.subject`),
      mail.kind,
      mail.link,
      formatMail(locale, `auth.${mail.kind}.body`, { link: mail.link }),
    ],
  );
  // No address: a log line never holds one.
  log.info({ kind: mail.kind, locale }, 'mail kept in the local mail table (/inbox, local mode)');
}
