// unsubscribe: turns a member's alert mail off. Same contract as the local backend's
// /functions/v1/unsubscribe:
//   GET (and HEAD) ?user=<id>&token=<signature> → 200 page "Stop alert emails?" whose one button
//   POSTs to the same link; nothing changes, since mail scanners open every link of a mail
//   POST → 200 page "You are unsubscribed": the member's email notifications are off; "Nothing to
//   unsubscribe" when the account no longer exists. POST is also RFC 8058's one-click form, which
//   mail programs send from the List-Unsubscribe header.
//   a missing, repeated or wrong user or token → 400 page "This unsubscribe link is not valid"
//   OPTIONS → the CORS preflight
// The link a person clicks in the mail opens the app's /unsubscribe page, whose button POSTs here
// from the app's origin (a simple request: no body, no headers), so every answer carries CORS
// headers and the app reads the status. The hosted platform serves HTML only on a custom domain
// (elsewhere it is shown as text), which is why the mail links the app, not these pages.
// No JWT (config.toml: verify_jwt = false): it is called from a mail and from a signed-out page;
// the signature (_shared/unsubscribe-link.ts) proves the link was mailed to this member. The
// pages link to the app's notification settings at SITE_URL.
// Deploy: supabase secrets set SITE_URL=<the app's address>
//         supabase functions deploy unsubscribe
import { adminClient, corsHeadersFor, escapeHtml } from '../_shared/http.ts';
import { isUnsubscribeToken } from '../_shared/unsubscribe-link.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const corsHeaders = corsHeadersFor('GET, HEAD, POST');

// The app's icon, inline: without it the browser asks for /favicon.ico and logs a 404.
const FAVICON_LINK =
  "<link rel=\"icon\" href=\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='9' fill='%23ffb224'/%3E%3Cpath d='M12 9l11 7-11 7z' fill='%231a1100'/%3E%3C/svg%3E\">";

function page(
  status: number,
  heading: string,
  text: string,
  withSettingsLink: boolean,
  confirm?: string,
) {
  const site = Deno.env.get('SITE_URL')?.replace(/\/+$/, '');
  const settings = withSettingsLink && site ? `${site}/account?tab=notifications` : undefined;
  const form = confirm
    ? `<form method="post"><button type="submit">${escapeHtml(confirm)}</button></form>`
    : '';
  return new Response(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}<title>${escapeHtml(heading)} · WatchWhere</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}a{color:#0b57d0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#0b57d0;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${form}${settings ? `<p><a href="${escapeHtml(settings)}">Notification settings</a></p>` : ''}</main></body></html>`,
    {
      status,
      headers: {
        ...corsHeaders,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    },
  );
}

/** One value of a query parameter; a missing or repeated one is ''. */
function single(params: URLSearchParams, name: string): string {
  const values = params.getAll(name);
  return values.length === 1 ? values[0]! : '';
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    return new Response('Use GET or POST', {
      status: 405,
      headers: { ...corsHeaders, Allow: 'GET, HEAD, POST, OPTIONS' },
    });
  }
  const params = new URL(req.url).searchParams;
  const user = single(params, 'user');
  const token = single(params, 'token');
  if (!UUID.test(user) || !(await isUnsubscribeToken(user, token))) {
    return page(
      400,
      'This unsubscribe link is not valid',
      'Open the link from the most recent alert email, or turn email notifications off in your account settings.',
      true,
    );
  }

  if (req.method !== 'POST') {
    return page(
      200,
      'Stop alert emails?',
      'WatchWhere emails you when titles you follow reach your services. You will still see every alert in the app.',
      true,
      'Turn off alert emails',
    );
  }

  const { data, error } = await adminClient()
    .from('profiles')
    .update({ email_notifications: false })
    .eq('id', user)
    .select('id');
  if (error) {
    return new Response('The unsubscribe could not be saved', {
      status: 500,
      headers: corsHeaders,
    });
  }
  if (!data || data.length === 0) {
    return page(200, 'Nothing to unsubscribe', 'This account no longer exists.', false);
  }
  return page(
    200,
    'You are unsubscribed',
    'WatchWhere will not email you alerts any more. You can still see them in the app, and turn emails back on in your notification settings.',
    true,
  );
});
