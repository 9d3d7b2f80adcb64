import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SupabaseContext } from '../context.js';
import { FAVICON_LINK } from '../../../../supabase/functions/_shared/favicon-link.ts';
import { escapeHtml } from '../../../../supabase/functions/_shared/escape-html.ts';

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  kind: string;
  link: string;
  body: string | null;
  created_at: string;
}

const pageSize = 100;

/** `?email=` (the first one when repeated: a repeated filter must not widen to every message). */
function emailFilter(request: FastifyRequest): unknown {
  const email = (request.query as Record<string, unknown>).email;
  return Array.isArray(email) ? email[0] : email;
}
const linkLabels: Record<string, string> = {
  signup: 'Confirm your email',
  recovery: 'Reset your password',
  alerts: 'Open your notifications',
};

/** A plain-text body with its http(s) addresses made clickable. */
const linkedText = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The local mail catcher: confirmation and recovery mails never leave the machine; the developer
 * opens /inbox to follow their links (tests read /inbox/messages?email=…).
 */
export const inboxPlugin: FastifyPluginAsync<{ ctx: SupabaseContext }> = async (app, { ctx }) => {
  const messages = (email: unknown) =>
    ctx.db.query<MailRow>(
      `select id::int as id, recipient, subject, kind, link, body, to_json(created_at) #>> '{}' as created_at
       from _local.mail where ($1::text is null or lower(recipient) = lower($1)) order by id desc limit ${pageSize}`,
      [typeof email === 'string' && email !== '' ? email : null],
    );

  app.get('/messages', async (request) => ({ messages: await messages(emailFilter(request)) }));

  app.get('/', async (request, reply) => {
    const email = emailFilter(request);
    const rows = await messages(email);
    const items = rows
      .map(
        (m) => `<li><article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p>To <strong>${escapeHtml(m.recipient)}</strong> · <time datetime="${m.created_at}">${escapeHtml(m.created_at)}</time></p>
  ${m.body ? `<pre>${linkedText(m.body)}</pre>` : ''}
  <p><a href="${escapeHtml(m.link)}">${linkLabels[m.kind] ?? 'Open the link'}</a></p>
</article></li>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8">${FAVICON_LINK}<title>Local inbox · WatchWhere</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}li{list-style:none;border-bottom:1px solid #ddd}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Local inbox</h1>
<p>Mail "sent" by the local backend (sign-up, password and alert mails). Nothing is delivered anywhere; newest first.</p>
<form><label>Filter by email <input name="email" type="email" value="${typeof email === 'string' ? escapeHtml(email) : ''}"></label> <button>Filter</button></form>
${rows.length ? `<ul>${items}</ul>` : '<p>No mail yet.</p>'}
</body></html>`);
  });
};
