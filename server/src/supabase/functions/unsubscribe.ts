import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SupabaseContext } from '../context.js';
import {
  signedUnsubscriber,
  UNSUBSCRIBE_PAGE_HEADERS,
  unsubscribeLocale,
  unsubscribePage,
  type UnsubscribeState,
} from '../../../../supabase/functions/_shared/unsubscribe-page.ts';

/**
 * /functions/v1/unsubscribe?user=<id>&token=<signature>: turns a member's alert mail off, with the
 * contract of supabase/functions/unsubscribe. POST is what the app's /unsubscribe page sends (the
 * link in the mail opens that page) and RFC 8058's one-click form that mail programs send from the
 * List-Unsubscribe header. GET shows a page whose one button does the same POST. No API key: the
 * signature is what proves the link was mailed to this member. The pages answer in the link's
 * `lang` (English when missing or unknown).
 */
export function registerUnsubscribe(app: FastifyInstance, ctx: SupabaseContext): void {
  const query = (request: FastifyRequest) =>
    new URL(request.url, 'http://backend.invalid').searchParams;
  const send = (request: FastifyRequest, reply: FastifyReply, state: UnsubscribeState) => {
    const locale = unsubscribeLocale(query(request));
    const { status, html } = unsubscribePage(state, ctx.auth.siteUrls[0], locale);
    return reply.status(status).headers(UNSUBSCRIBE_PAGE_HEADERS).send(html);
  };
  const signedLink = (request: FastifyRequest) =>
    signedUnsubscriber(query(request), ctx.keys.serviceRoleKey);

  app.get('/unsubscribe', async (request, reply) =>
    send(request, reply, signedLink(request) ? 'confirm' : 'invalid'),
  );

  app.post('/unsubscribe', async (request, reply) => {
    const user = signedLink(request);
    if (!user) return send(request, reply, 'invalid');
    const [updated] = await ctx.db.query<{ id: string }>(
      'update public.profiles set email_notifications = false where id = $1 returning id',
      [user],
    );
    return send(request, reply, updated ? 'done' : 'gone');
  });
}
