import { readBrowserCookie, readCookie, writeCookie } from '../../storage/flag-cookie';
import type { RootState } from '../../app/root-state';
import { selectIsPremium } from '../premium/select-is-premium';
import type { MemberHint } from './session-slice';

/** The member cookie's values: someone is signed in on this browser, with Plus or without. */
const MEMBER = '1';
const PLUS = 'plus';

/**
 * Tells the server's render, which cannot see the session (it lives in browser storage), that a
 * member uses this browser, and whether with Plus: the page it sends is drawn for them, and nothing
 * moves once the session is known. Removed on sign-out. Their plan is written once it is known.
 */
export function mirrorMemberToCookie(state: RootState): void {
  const { status, profile } = state.session;
  if (status === 'unknown') return;
  if (status === 'signedOut') return writeCookie('watchwhere_member', null);
  const planKnown = profile !== null || state.premium.subscription !== null;
  if (planKnown) return writeCookie('watchwhere_member', selectIsPremium(state) ? PLUS : MEMBER);
  if (readBrowserCookie('watchwhere_member') === null) writeCookie('watchwhere_member', MEMBER);
}

/** What a request's member cookie says, for the server's render. */
export function memberHintIn(cookieHeader: string): MemberHint | null {
  const value = readCookie(cookieHeader, 'watchwhere_member');
  return value === PLUS ? 'plus' : value === MEMBER ? 'member' : null;
}
