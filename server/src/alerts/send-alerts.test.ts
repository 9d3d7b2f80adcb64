import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  runAlertsAsOf,
  sendAlerts,
  startAlertBackend,
  type AlertBackend,
} from './testing/alert-backend.js';
import type { SmtpCapture } from './testing/smtp-capture.js';
import { signedInClient, type BackendWithDatabase } from '../test-support.js';

let alerts: AlertBackend;
let backend: BackendWithDatabase;
let smtp: SmtpCapture;

before(async () => {
  alerts = await startAlertBackend();
  ({ backend, smtp } = alerts);
});
after(() => alerts.close());

interface ChangeRow {
  media_type: 'movie' | 'tv';
  id: number;
  title: string;
  change: string;
  date: string;
}

const runAsOf = (asOf: string) => runAlertsAsOf(backend, asOf);

/** The first title the catalog says arrives on Netflix in the US after the test day. */
async function nextNetflixArrival(): Promise<ChangeRow> {
  const response = await fetch(
    `${backend.url}/catalog/ww/changes?region=US&from=2026-11-24&to=2026-12-07&with_watch_providers=8`,
  );
  const { results } = (await response.json()) as { results: ChangeRow[] };
  const arrival = results.find((row) => row.change === 'arrival');
  assert.ok(arrival, 'the calendar has a Netflix US arrival in the next two weeks');
  return arrival;
}

async function memberWithNetflix(label: string, preferences: Record<string, unknown> = {}) {
  const member = await signedInClient(backend, label);
  const { error } = await member.client
    .from('profiles')
    .update({
      selected_services: ['netflix'],
      selected_country: 'US',
      weekly_digest: false,
      ...preferences,
    })
    .eq('id', member.user.id);
  assert.equal(error, null);
  return member;
}

test('only the service role may run the engine, with a calendar day or nothing', async () => {
  const member = await signedInClient(backend, 'not-engine');
  assert.equal((await sendAlerts(backend, {}, backend.anonKey)).status, 403);
  assert.equal(
    (await sendAlerts(backend, {}, backend.anonKey, member.session.access_token)).status,
    403,
  );
  assert.equal((await sendAlerts(backend, {}, 'not-a-key')).status, 401);
  assert.equal((await sendAlerts(backend, {}, backend.serviceRoleKey, 'not-a-token')).status, 401);
  for (const body of [
    { as_of: '2026-02-30' },
    { as_of: 20261123 },
    { as_of: '0001-01-01' },
    { as_of: '9999-12-31' },
    ['2026-11-23'],
    'today',
  ]) {
    const response = await sendAlerts(backend, body);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.match(((await response.json()) as { error: string }).error, /YYYY-MM-DD/);
  }
});

test('a Notify Me title arriving on my service: one alert on its day, one mail, an unsubscribe link that asks first', async () => {
  const arrival = await nextNetflixArrival();
  const member = await memberWithNetflix('notified', { email_notifications: true });
  const watcher = await memberWithNetflix('watcher', { content_available: false });
  for (const who of [member, watcher]) {
    const list = who === member ? 'notify_requests' : 'watchlist';
    const { error } = await who.client
      .from(list)
      .insert({ media_type: arrival.media_type, tmdb_id: arrival.id, title: arrival.title });
    assert.equal(error, null);
  }

  const dayBefore = new Date(Date.parse(`${arrival.date}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  const early = await runAsOf(dayBefore);
  assert.ok(early.changes_recorded > 0);
  assert.equal(early.alerts.available, 0);

  const onTheDay = await runAsOf(arrival.date);
  assert.equal(onTheDay.alerts.available, 1);
  assert.equal(onTheDay.mails_sent, 1);

  const { data: mine } = await member.client.from('notifications').select('kind, title, tmdb_id');
  assert.deepEqual(mine, [{ kind: 'available', title: arrival.title, tmdb_id: arrival.id }]);
  const { data: theirs } = await watcher.client.from('notifications').select('id');
  assert.deepEqual(theirs, []);

  assert.equal(smtp.received.length, 1);
  const body = smtp.received[0]!;
  assert.match(body, new RegExp(`^To: ${escape(member.email)}`, 'm'));
  assert.match(body, new RegExp(`${escape(arrival.title)} is now on Netflix \\(United States\\)`));
  const titlePath = arrival.media_type === 'tv' ? `tv_${arrival.id}` : String(arrival.id);
  assert.match(body, new RegExp(`http://localhost:3000/movie/${titlePath}\\b`));
  // The mail's link opens the app's page, which POSTs the same signed query to the function.
  const link = /Stop these emails: (\S+)/.exec(body)?.[1]?.replaceAll('=3D', '=');
  assert.ok(link);
  const page = new URL(link);
  assert.equal(`${page.origin}${page.pathname}`, 'http://localhost:3000/unsubscribe');
  assert.deepEqual([...page.searchParams.keys()], ['user', 'token']);
  assert.equal(page.searchParams.get('user'), member.user.id);
  const unsubscribe = `${backend.url}/functions/v1/unsubscribe${page.search}`;

  const again = await runAsOf(arrival.date);
  assert.deepEqual(again.alerts, {
    available: 0,
    new_on_service: 0,
    leaving_soon: 0,
    left: 0,
    digest: 0,
    plan_start: 0,
    plan_cancel: 0,
  });
  assert.equal(again.mails_sent, 0);

  const forged = new URL(unsubscribe);
  forged.searchParams.set('user', watcher.user.id);
  assert.equal((await fetch(forged, { method: 'POST' })).status, 400);

  // Opening the link (as a mail scanner would, too) only asks; its button POSTs.
  const emailOn = async () =>
    (await member.client.from('profiles').select('email_notifications').single()).data
      ?.email_notifications;
  for (const method of ['GET', 'HEAD']) {
    const opened = await fetch(unsubscribe, { method });
    assert.equal(opened.status, 200, method);
    assert.equal(await emailOn(), true, `${method} changes nothing`);
  }
  assert.match(await (await fetch(unsubscribe)).text(), /<form method="post"><button/);

  // The app's page calls from its own origin: a simple request (no preflight) it may read (the
  // deployed function allows any origin, the local backend the app's).
  const readableByApp = (response: Response) =>
    ['*', 'http://localhost:3000'].includes(response.headers.get('access-control-allow-origin')!);
  const fromApp = await fetch(unsubscribe, {
    method: 'POST',
    headers: { origin: 'http://localhost:3000' },
  });
  assert.equal(fromApp.status, 200);
  assert.ok(readableByApp(fromApp));
  const preflight = await fetch(unsubscribe, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
  });
  assert.equal(preflight.status, 204);
  assert.ok(readableByApp(preflight));
  assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /\bPOST\b/);
  assert.equal(await emailOn(), false);
  const { error } = await member.client
    .from('profiles')
    .update({ email_notifications: true })
    .eq('id', member.user.id);
  assert.equal(error, null);

  const confirmed = await fetch(unsubscribe, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  assert.equal(confirmed.status, 200);
  assert.match(await confirmed.text(), /You are unsubscribed/);
  assert.equal(await emailOn(), false);
});

test('unsubscribe links refuse anything but a signed one, without an error page of the server', async () => {
  for (const query of [
    '',
    '?user=x&token=y',
    '?user=00000000-0000-0000-0000-000000000000&token=',
  ]) {
    const response = await fetch(`${backend.url}/functions/v1/unsubscribe${query}`);
    assert.equal(response.status, 400, query);
    assert.match(await response.text(), /not valid/);
  }
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a member who reads German gets the mail in German, its links and unsubscribe pages too', async () => {
  const arrival = await nextNetflixArrival();
  const member = await memberWithNetflix('deutsch', { email_notifications: true, language: 'de' });
  const { error } = await member.client
    .from('notify_requests')
    .insert({ media_type: arrival.media_type, tmdb_id: arrival.id, title: arrival.title });
  assert.equal(error, null);
  const before = smtp.received.length;
  const run = await runAsOf(arrival.date);
  assert.equal(run.mails_sent, 1);
  assert.equal(smtp.received.length, before + 1);
  const body = smtp.received.at(-1)!;
  assert.match(body, new RegExp(`^To: ${escape(member.email)}`, 'm'));
  // The body is quoted-printable: the ASCII parts of the German sentence are as written.
  assert.match(
    body,
    new RegExp(`${escape(arrival.title)} ist jetzt bei Netflix \\(Vereinigte Staaten\\) verf`),
  );
  const titlePath = arrival.media_type === 'tv' ? `tv_${arrival.id}` : String(arrival.id);
  assert.match(body, new RegExp(`http://localhost:3000/de/movie/${titlePath}\\b`));
  assert.match(body, /http:\/\/localhost:3000\/de\/notifications\b/);
  const link = /Diese E-Mails abbestellen: (\S+)/.exec(body)?.[1]?.replaceAll('=3D', '=');
  assert.ok(link, body);
  const page = new URL(link);
  assert.equal(`${page.origin}${page.pathname}`, 'http://localhost:3000/de/unsubscribe');
  assert.deepEqual([...page.searchParams.keys()], ['user', 'token', 'lang']);
  assert.equal(page.searchParams.get('lang'), 'de');

  const unsubscribe = `${backend.url}/functions/v1/unsubscribe${page.search}`;
  const asked = await (await fetch(unsubscribe)).text();
  assert.match(asked, /<html lang="de">/);
  assert.match(asked, /Keine Benachrichtigungs-E-Mails mehr erhalten\?/);
  assert.match(asked, /href="http:\/\/localhost:3000\/de\/account\?tab=notifications"/);
  const done = await fetch(unsubscribe, { method: 'POST' });
  assert.equal(done.status, 200);
  assert.match(await done.text(), /Sie haben die E-Mails abbestellt/);
  // An unknown language is English; the signature is checked as before.
  const unknown = new URL(unsubscribe);
  unknown.searchParams.set('lang', 'xx');
  assert.match(await (await fetch(unknown)).text(), /Stop alert emails\?/);
  unknown.searchParams.set('token', 'forged');
  const forged = await fetch(unknown);
  assert.equal(forged.status, 400);
});
