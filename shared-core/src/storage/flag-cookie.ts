import { FLAG_COOKIE_DAYS, type CookieId } from './browser-storage-registry';

const DAY_IN_SECONDS = 24 * 60 * 60;

/**
 * Sets a cookie that tells the shell's server, which cannot read browser storage, one fact about
 * this browser: "1" while `on`, removed once not. No identifier, first party only.
 */
export function writeFlagCookie(name: CookieId, on: boolean): void {
  if (typeof document === 'undefined') return;
  const attributes = [
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${on ? FLAG_COOKIE_DAYS * DAY_IN_SECONDS : 0}`,
    ...(window.location.protocol === 'https:' ? ['Secure'] : []),
  ];
  document.cookie = [`${name}=${on ? '1' : ''}`, ...attributes].join('; ');
}

/** Whether a Cookie header (the page server's request) carries the flag cookie `name` set to "1". */
export const hasFlagCookie = (cookieHeader: string, name: CookieId) =>
  cookieHeader.split(';').some((cookie) => cookie.trim() === `${name}=1`);
