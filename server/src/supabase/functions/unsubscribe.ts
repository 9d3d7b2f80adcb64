import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnsubscribeToken } from '../../alerts/unsubscribe-token.js';
import type { SupabaseContext } from '../context.js';
import { FAVICON_LINK } from '../favicon-link.js';
import { escapeHtml } from '../../http/escape-html.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PageContent {
  heading: string;
  text: string;
  /** A button that POSTs back to this same link (the confirmation step). */
  confirm?: string;
  settingsLink?: string;
}

function page(reply: FastifyReply, status: number, content: PageContent) {
  const { heading, text, confirm, settingsLink } = content;
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}<title>${escapeHtml(heading)} · WatchWhere</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}a{color:#0b57d0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#0b57d0;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${confirm ? `<form method="post"><button type="submit">${escapeHtml(confirm)}</button></form>` : ''}${settingsLink ? `<p><a href="${escapeHtml(settingsLink)}">Notification settings</a></p>` : ''}</main></body></html>`);
}

/** `user` and `token` from the query (a repeated parameter counts as missing). */
function linkOf(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const user = typeof query.user === 'string' ? query.user : '';
  const token = typeof query.token === 'string' ? query.token : '';
  return { user, token };
}

/**
 * /functions/v1/unsubscribe?user=<id>&token=<signature>: turns a member's alert mail off. POST is
 * what the app's /unsubscribe page sends (the link in the mail opens that page; a simple
 * cross-origin request, answered with CORS headers like every /functions call) and RFC 8058's
 * one-click form that mail programs send from the List-Unsubscribe header. GET shows a page whose
 * one button does the same POST, for a raw function link. GET and HEAD change nothing, because
 * mail scanners and link checkers open every link of a mail. No API key: it is called from a mail
 * and from a signed-out page; the signature (see unsubscribe-token.ts) is what proves the link was
 * mailed to this member.
 */
export function registerUnsubscribe(app: FastifyInstance, ctx: SupabaseContext): void {
  const settingsLink = `${ctx.auth.siteUrls[0] ?? ''}/account?tab=notifications`;
  const signedLink = (request: FastifyRequest) => {
    const { user, token } = linkOf(request);
    return UUID.test(user) && isUnsubscribeToken(ctx.keys.serviceRoleKey, user, token)
      ? user
      : undefined;
  };
  const invalid = (reply: FastifyReply) =>
    page(reply, 400, {
      heading: 'This unsubscribe link is not valid',
      text: 'Open the link from the most recent alert email, or turn email notifications off in your account settings.',
      settingsLink,
    });

  app.get('/unsubscribe', async (request, reply) => {
    if (!signedLink(request)) return invalid(reply);
    return page(reply, 200, {
      heading: 'Stop alert emails?',
      text: 'WatchWhere emails you when titles you follow reach your services. You will still see every alert in the app.',
      confirm: 'Turn off alert emails',
      settingsLink,
    });
  });

  app.post('/unsubscribe', async (request, reply) => {
    const user = signedLink(request);
    if (!user) return invalid(reply);
    const [updated] = await ctx.db.query<{ id: string }>(
      'update public.profiles set email_notifications = false where id = $1 returning id',
      [user],
    );
    if (!updated) {
      return page(reply, 200, {
        heading: 'Nothing to unsubscribe',
        text: 'This account no longer exists.',
      });
    }
    return page(reply, 200, {
      heading: 'You are unsubscribed',
      text: 'WatchWhere will not email you alerts any more. You can still see them in the app, and turn emails back on in your notification settings.',
      settingsLink,
    });
  });
}
