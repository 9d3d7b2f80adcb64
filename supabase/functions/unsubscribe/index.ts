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
// pages (_shared/unsubscribe-page.ts, as the local backend serves them) link to the app's
// notification settings at SITE_URL, in the link's `lang` (en, de, fr, ja, ko or pt-BR, as the
// mail writes it; missing or unknown: English).
// Deploy: supabase secrets set SITE_URL=<the app's address>
//         supabase functions deploy unsubscribe
import { adminClient, corsHeadersFor } from '../_shared/http.ts';
import {
  signedUnsubscriber,
  UNSUBSCRIBE_PAGE_HEADERS,
  unsubscribeLocale,
  unsubscribePage,
  type UnsubscribeState,
} from '../_shared/unsubscribe-page.ts';

const corsHeaders = corsHeadersFor('GET, HEAD, POST');

function page(state: UnsubscribeState, params: URLSearchParams): Response {
  const { status, html } = unsubscribePage(
    state,
    Deno.env.get('SITE_URL'),
    unsubscribeLocale(params),
  );
  return new Response(html, { status, headers: { ...corsHeaders, ...UNSUBSCRIBE_PAGE_HEADERS } });
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
  const user = signedUnsubscriber(params, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '');
  if (!user) return page('invalid', params);
  if (req.method !== 'POST') return page('confirm', params);

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
  return page(data && data.length > 0 ? 'done' : 'gone', params);
});
