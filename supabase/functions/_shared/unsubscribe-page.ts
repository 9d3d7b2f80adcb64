// The unsubscribe function's link check and pages, for the local backend and the edge function
// alike. GET and HEAD change nothing (mail scanners open every link of a mail); POST turns mail off.
import { escapeHtml } from './escape-html.ts';
import { FAVICON_LINK } from './favicon-link.ts';
import { appLocale, localePrefix, type AppLocale } from './app-locales.ts';
import { formatMail } from './mail-messages.ts';
import { isUnsubscribeToken } from './unsubscribe-link.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One value of a query parameter; a missing or repeated one is ''. */
function single(params: URLSearchParams, name: string): string {
  const values = params.getAll(name);
  return values.length === 1 ? values[0]! : '';
}

/** The member a signed link names (`?user=<id>&token=<signature>`), or undefined. */
export function signedUnsubscriber(params: URLSearchParams, secret: string): string | undefined {
  const user = single(params, 'user');
  return UUID.test(user) && isUnsubscribeToken(secret, user, single(params, 'token'))
    ? user
    : undefined;
}

export type UnsubscribeState = 'invalid' | 'confirm' | 'done' | 'gone';

const PAGES: Record<UnsubscribeState, { status: number; confirm: boolean; settings: boolean }> = {
  invalid: { status: 400, confirm: false, settings: true },
  confirm: { status: 200, confirm: true, settings: true },
  done: { status: 200, confirm: false, settings: true },
  gone: { status: 200, confirm: false, settings: false },
};

/**
 * The language of the pages: the link's `lang` (one of the app's six, as the mail writes it); a
 * missing, repeated or unknown one is English. It is not signed: it changes only the words.
 */
export function unsubscribeLocale(params: URLSearchParams): AppLocale {
  return appLocale(single(params, 'lang'));
}

/** The headers of every unsubscribe page besides CORS: never cached, no referrer to the app. */
export const UNSUBSCRIBE_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/**
 * A page of the unsubscribe function in `locale` (English by default); `siteUrl` (the app) gives
 * the notification settings link, in the same language.
 */
export function unsubscribePage(
  state: UnsubscribeState,
  siteUrl: string | undefined,
  locale: AppLocale = 'en',
): { status: number; html: string } {
  const { status, settings } = PAGES[state];
  const heading = formatMail(locale, `unsubscribe.${state}.heading`);
  const text = formatMail(locale, `unsubscribe.${state}.text`);
  const confirm = PAGES[state].confirm && formatMail(locale, 'unsubscribe.confirm.button');
  const site = siteUrl ? siteUrl.replace(/\/+$/, '') + localePrefix(locale) : undefined;
  const settingsLink = settings && site ? `${site}/account?tab=notifications` : undefined;
  const form = confirm
    ? `<form method="post"><button type="submit">${escapeHtml(confirm)}</button></form>`
    : '';
  const link = settingsLink
    ? `<p><a href="${escapeHtml(settingsLink)}">${escapeHtml(formatMail(locale, 'unsubscribe.settings'))}</a></p>`
    : '';
  return {
    status,
    html: `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}<title>${escapeHtml(heading)} · WatchWhere</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}a{color:#0b57d0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#0b57d0;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${form}${link}</main></body></html>`,
  };
}
