import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'watchwhere-email-unsubscribe:';

/**
 * The signature an alert mail's unsubscribe link carries for a user: an HMAC of their id under a
 * server secret (the service-role key), so only the mail's recipient can turn their mail off and no
 * link can be forged for someone else. It does not expire: old mails keep working.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest('base64url');
}

export function isUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
