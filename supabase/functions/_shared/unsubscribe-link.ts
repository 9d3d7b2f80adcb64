// The signed one-click unsubscribe link of alert mail, the same scheme as the local backend's
// (server/src/alerts/unsubscribe-token.ts), so a link mailed by either verifies in either: an
// HMAC-SHA256 of 'watchwhere-email-unsubscribe:' + the user's id under the service-role key,
// base64url without padding. Only the mail's recipient can turn their mail off, no link can be
// forged for someone else, and it does not expire: old mails keep working.
import { encodeBase64Url } from 'jsr:@std/encoding@1/base64url';
import { sameSecret } from './http.ts';

const PURPOSE = 'watchwhere-email-unsubscribe:';
const encoder = new TextEncoder();

const signingKey = () => Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

export async function unsubscribeToken(userId: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(signingKey()),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return encodeBase64Url(await crypto.subtle.sign('HMAC', key, encoder.encode(PURPOSE + userId)));
}

export async function isUnsubscribeToken(userId: string, token: string): Promise<boolean> {
  return signingKey() !== '' && sameSecret(token, await unsubscribeToken(userId));
}

/** The unsubscribe function's address for a member, as mailed and as List-Unsubscribe. */
export async function unsubscribeUrl(userId: string): Promise<string> {
  const query = new URLSearchParams({ user: userId, token: await unsubscribeToken(userId) });
  return `${Deno.env.get('SUPABASE_URL')!.replace(/\/+$/, '')}/functions/v1/unsubscribe?${query}`;
}
