import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnsubscribeToken } from '../../alerts/unsubscribe-token.js';
import type { SupabaseContext } from '../context.js';
import { FAVICON_LINK } from '../favicon-link.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, heading: string, text: string, link?: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}<title>${escapeHtml(heading)} · WatchWhere</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}a{color:#0b57d0}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${link ? `<p><a href="${escapeHtml(link)}">Notification settings</a></p>` : ''}</main></body></html>`);
}

/** `user` and `token` from the query (a repeated parameter counts as missing). */
function linkOf(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const user = typeof query.user === 'string' ? query.user : '';
  const token = typeof query.token === 'string' ? query.token : '';
  return { user, token };
}

/**
 * GET or POST /functions/v1/unsubscribe?user=<id>&token=<signature>: the link in every alert mail.
 * One click turns the member's email notifications off (POST is RFC 8058's one-click form that mail
 * programs send from the List-Unsubscribe header). No API key: it is opened from a mail; the
 * signature (see unsubscribe-token.ts) is what proves the link was mailed to this member.
 */
export function registerUnsubscribe(app: FastifyInstance, ctx: SupabaseContext): void {
  const settings = `${ctx.auth.siteUrls[0] ?? ''}/account`;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user, token } = linkOf(request);
    if (!UUID.test(user) || !isUnsubscribeToken(ctx.keys.serviceRoleKey, user, token)) {
      return page(
        reply,
        400,
        'This unsubscribe link is not valid',
        'Open the link from the most recent alert email, or turn email notifications off in your account settings.',
        settings,
      );
    }
    const [updated] = await ctx.db.query<{ id: string }>(
      'update public.profiles set email_notifications = false where id = $1 returning id',
      [user],
    );
    if (!updated) {
      return page(reply, 200, 'Nothing to unsubscribe', 'This account no longer exists.');
    }
    return page(
      reply,
      200,
      'You are unsubscribed',
      'WatchWhere will not email you alerts any more. You can still see them in the app, and turn emails back on in your notification settings.',
      settings,
    );
  };
  app.get('/unsubscribe', handler);
  app.post('/unsubscribe', handler);
}
