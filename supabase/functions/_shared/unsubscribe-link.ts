// The signed one-click unsubscribe link of alert mail, for the local backend and the edge
// functions alike: an HMAC-SHA256 of 'watchwhere-email-unsubscribe:' + the user's id under the
// service-role key, base64url without padding. Only the mail's recipient can turn their mail off,
// no link can be forged for someone else, and it does not expire: old mails keep working.
import { createHmac } from 'node:crypto';
import { sameSecret } from './secrets.ts';

const PURPOSE = 'watchwhere-email-unsubscribe:';

export function unsubscribeToken(secret: string, userId: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest('base64url');
}

export function isUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  return secret !== '' && sameSecret(token, unsubscribeToken(secret, userId));
}

/** The unsubscribe function's address for a member (`apiUrl`: the project's), as mailed. */
export function unsubscribeUrl(apiUrl: string, secret: string, userId: string): string {
  const query = new URLSearchParams({ user: userId, token: unsubscribeToken(secret, userId) });
  return `${apiUrl.replace(/\/+$/, '')}/functions/v1/unsubscribe?${query}`;
}
