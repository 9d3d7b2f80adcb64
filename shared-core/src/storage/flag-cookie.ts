import { FLAG_COOKIE_DAYS, type CookieId } from './browser-storage-registry';

const DAY_IN_SECONDS = 24 * 60 * 60;

/**
 * Sets a cookie that tells the server's render, which cannot read browser storage, one fact about
 * this browser (a short value), or removes it (`null`). No identifier, first party only.
 */
export function writeCookie(name: CookieId, value: string | null): void {
  if (typeof document === 'undefined') return;
  const attributes = [
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${value === null ? 0 : FLAG_COOKIE_DAYS * DAY_IN_SECONDS}`,
    ...(window.location.protocol === 'https:' ? ['Secure'] : []),
  ];
  document.cookie = [`${name}=${encodeURIComponent(value ?? '')}`, ...attributes].join('; ');
}

/** A cookie that says "1" while `on`, and is removed once not. */
export const writeFlagCookie = (name: CookieId, on: boolean) => writeCookie(name, on ? '1' : null);

/** A cookie's value in a Cookie header (the page server's request), or null. */
export function readCookie(cookieHeader: string, name: CookieId): string | null {
  for (const cookie of cookieHeader.split(';')) {
    const [key, ...value] = cookie.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** One of this browser's cookies for this site, or null (always null on the server). */
export const readBrowserCookie = (name: CookieId) =>
  typeof document === 'undefined' ? null : readCookie(document.cookie, name);

/** Whether a Cookie header carries the flag cookie `name` set to "1". */
export const hasFlagCookie = (cookieHeader: string, name: CookieId) =>
  readCookie(cookieHeader, name) === '1';
