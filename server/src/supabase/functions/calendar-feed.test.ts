import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { safeUrl } from 'observability';
import {
  clientFor,
  signedInClient,
  startBackendWithDatabase,
  type BackendWithDatabase,
} from '../../test-support.js';
import { calendarFeedUrls } from '../../../../supabase/functions/_shared/calendar-feed-url.ts';
import { parseCalendar } from '../../../../supabase/functions/_shared/testing/ical-events.ts';
import { TEST_CATALOG_DAY } from '../../catalog/test-day.js';

interface ChangeRow {
  media_type: 'movie' | 'tv';
  id: number;
  title: string;
  change: 'arrival' | 'departure';
  date: string;
}

// The test catalog's day (TEST_CATALOG_DAY) and the feed's 90 days from it, in the two windows
// /ww/changes answers.
const WINDOWS: [string, string][] = [
  ['2026-11-23', '2027-01-23'],
  ['2027-01-24', '2027-02-20'],
];
const PLAN = [
  { month: '2026-12-01', services: [{ provider_id: 8, name: 'Netflix' }] },
  {
    month: '2027-01-01',
    services: [
      { provider_id: 8, name: 'Netflix' },
      { provider_id: 337, name: 'Disney Plus' },
    ],
  },
  { month: '2027-02-01', services: [{ provider_id: 337, name: 'Disney Plus' }] },
];
/** Saved on the tests' day, before the plan's first month: each reminder is on its month's day. */
const PLAN_SAVED_AT = `${TEST_CATALOG_DAY}T12:00:00Z`;
/** The plan's reminders for a member who has Netflix: Disney Plus starts, Netflix ends. */
const PLAN_EVENTS = [
  ['2027-01-01', 'Start Disney Plus'],
  ['2027-01-29', 'Cancel Netflix before 1 February 2027'],
];

const byDayAndText = (a: string[], b: string[]) =>
  a[0]!.localeCompare(b[0]!) || a[1]!.localeCompare(b[1]!);

let backend: BackendWithDatabase;
before(async () => (backend = await startBackendWithDatabase()));
after(() => backend.close());

const feedUrl = (token: string) => calendarFeedUrls(`${backend.url}/functions/v1`, token).url;

async function tokenOf(client: SupabaseClient, rpc = 'calendar_feed_token'): Promise<string> {
  const { data, error } = await client.rpc(rpc);
  assert.equal(error, null);
  assert.match(data as string, /^[0-9a-f]{64}$/);
  return data as string;
}

/** Netflix's changes in the US over the feed's days, as the catalog lists them. */
async function netflixChanges(): Promise<ChangeRow[]> {
  const rows: ChangeRow[] = [];
  for (const [from, to] of WINDOWS) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const query = new URLSearchParams({ region: 'US', from, to, page: String(page) });
      query.set('with_watch_providers', '8');
      const response = await fetch(`${backend.url}/catalog/ww/changes?${query}`);
      const body = (await response.json()) as { results: ChangeRow[]; total_pages: number };
      pages = body.total_pages;
      rows.push(...body.results);
    }
  }
  return rows;
}

async function memberWithNetflix(label: string) {
  const member = await signedInClient(backend, label);
  const { error } = await member.client
    .from('profiles')
    .update({ selected_services: ['netflix'], selected_country: 'US' })
    .eq('id', member.user.id);
  assert.equal(error, null);
  return member;
}

describe('the feed token', () => {
  test('is made on the first ask, the same after; renewing it ends the old one at once', async () => {
    const { client } = await memberWithNetflix('feed-token');
    const first = await tokenOf(client);
    assert.equal(await tokenOf(client), first);
    assert.equal((await fetch(feedUrl(first))).status, 200);

    const renewed = await tokenOf(client, 'renew_calendar_feed_token');
    assert.notEqual(renewed, first);
    assert.equal(await tokenOf(client), renewed);
    const old = await fetch(feedUrl(first));
    assert.equal(old.status, 404);
    assert.equal(await old.text(), 'Not found');
    assert.equal((await fetch(feedUrl(renewed))).status, 200);
  });

  test('a member reads only their own row and can write none, nor read the feed of a token', async () => {
    const ana = await signedInClient(backend, 'feed-ana');
    const bob = await signedInClient(backend, 'feed-bob');
    const anaToken = await tokenOf(ana.client);
    const bobToken = await tokenOf(bob.client);

    const seen = await bob.client.from('calendar_feeds').select('user_id, token');
    assert.deepEqual(seen.data, [{ user_id: bob.user.id, token: bobToken }]);
    const asked = await bob.client
      .from('calendar_feeds')
      .select('token')
      .eq('user_id', ana.user.id);
    assert.deepEqual(asked.data, []);

    const own = { user_id: bob.user.id, token: 'ab'.repeat(32) };
    const writes = [
      await bob.client.from('calendar_feeds').insert(own),
      await bob.client.from('calendar_feeds').upsert(own),
      await bob.client
        .from('calendar_feeds')
        .update({ token: own.token })
        .eq('user_id', bob.user.id),
      await bob.client.from('calendar_feeds').delete().eq('user_id', bob.user.id),
      await bob.client.rpc('new_calendar_feed_token'),
      await bob.client.rpc('calendar_feed_member', { p_token: anaToken }),
    ];
    for (const write of writes) assert.ok(write.error, JSON.stringify(write));
    assert.equal(await tokenOf(bob.client), bobToken, 'nothing changed');

    const anon = clientFor(backend);
    assert.ok((await anon.rpc('calendar_feed_token')).error);
    assert.ok((await anon.rpc('renew_calendar_feed_token')).error);
    assert.ok((await anon.from('calendar_feeds').select('token')).error);
  });

  test('a member’s export holds their feed row without its token', async () => {
    const { client, user } = await signedInClient(backend, 'feed-export');
    const token = await tokenOf(client);
    const { data, error } = await client.functions.invoke<{
      tables: Record<string, Record<string, unknown>[]>;
    }>('export-account', { method: 'GET' });
    assert.equal(error, null);
    assert.deepEqual(
      data!.tables.calendar_feeds!.map((row) => Object.keys(row).sort()),
      [['created_at', 'user_id']],
    );
    assert.equal(data!.tables.calendar_feeds![0]!.user_id, user.id);
    assert.ok(!JSON.stringify(data).includes(token));
  });

  test('its address is masked in request logs', async () => {
    const { client } = await signedInClient(backend, 'feed-logs');
    for (let renewal = 0; renewal < 20; renewal++) {
      const token = await tokenOf(client, 'renew_calendar_feed_token');
      const logged = safeUrl(new URL(feedUrl(token)).pathname);
      assert.equal(logged, '/functions/v1/calendar-feed/[token].ics');
    }
  });
});

describe('GET /functions/v1/calendar-feed/<token>.ics', () => {
  let changes: ChangeRow[];
  let token: string;
  let member: Awaited<ReturnType<typeof memberWithNetflix>>;
  /** Two watched titles whose names need escaping: one with a comma, one with a semicolon. */
  let watched: ChangeRow[];

  before(async () => {
    changes = await netflixChanges();
    watched = [/,/, /;/].map((mark) => changes.find((row) => mark.test(row.title))!);
    assert.ok(watched.every(Boolean), 'the catalog has such titles on Netflix in the US');
    member = await memberWithNetflix('feed-reader');
    const { error } = await member.client
      .from('watchlist')
      .insert(
        watched.map((row) => ({ media_type: row.media_type, tmdb_id: row.id, title: row.title })),
      );
    assert.equal(error, null);
    const saved = await member.client
      .from('saved_plans')
      .insert({ country: 'US', months: PLAN, updated_at: PLAN_SAVED_AT });
    assert.equal(saved.error, null);
    token = await tokenOf(member.client);
  });

  const expectedTitleEvents = () =>
    changes
      .filter((row) =>
        watched.some((title) => title.media_type === row.media_type && title.id === row.id),
      )
      .map((row) => [
        row.date,
        `${row.title} — ${row.change === 'arrival' ? 'arriving on' : 'leaving'} Netflix`,
      ]);

  test('is valid iCal: every watched change and plan reminder, all day, stamped, linked', async () => {
    const response = await fetch(feedUrl(token));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.match(response.headers.get('cache-control')!, /^private, max-age=\d+$/);
    const calendar = parseCalendar(await response.text());
    const expected = [...expectedTitleEvents(), ...PLAN_EVENTS];
    assert.ok(expected.length >= 4);
    assert.deepEqual(
      calendar.events.map((event) => [event.start, event.summary]).sort(byDayAndText),
      expected.sort(byDayAndText),
    );
    const days = calendar.events.map((event) => event.start);
    assert.deepEqual(days, [...days].sort(), 'in day order');
    for (const event of calendar.events) {
      assert.ok(event.allDay, event.summary);
      assert.match(event.stamp ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    const [movieOrShow] = watched;
    const link = calendar.events.find((event) => event.summary.startsWith(movieOrShow!.title))!.url;
    const routeId = movieOrShow!.media_type === 'tv' ? `tv_${movieOrShow!.id}` : movieOrShow!.id;
    assert.equal(link, `http://localhost:3000/movie/${routeId}`);
  });

  test('escapes commas and semicolons, folds long lines, keeps its UIDs from fetch to fetch', async () => {
    const first = await (await fetch(feedUrl(token))).text();
    for (const title of watched) {
      assert.ok(first.includes(title.title.replace(/([,;])/g, '\\$1')), title.title);
    }
    const lines = first.split('\r\n');
    assert.ok(lines.every((line) => Buffer.byteLength(line) <= 75));
    assert.ok(
      lines.some((line) => line.startsWith(' ')),
      'a long line is folded',
    );

    const uids = (ics: string) => parseCalendar(ics).events.map((event) => event.uid);
    const second = await (await fetch(feedUrl(token))).text();
    assert.deepEqual(uids(second), uids(first));
    assert.equal(new Set(uids(first)).size, uids(first).length);
  });

  test('speaks the member’s language and links the pages in it', async () => {
    const { client, user } = await memberWithNetflix('feed-ja');
    await client.from('profiles').update({ language: 'ja' }).eq('id', user.id);
    await client
      .from('saved_plans')
      .insert({ country: 'US', months: PLAN, updated_at: PLAN_SAVED_AT });
    await client.from('watchlist').insert({
      media_type: watched[0]!.media_type,
      tmdb_id: watched[0]!.id,
      title: watched[0]!.title,
    });
    const events = parseCalendar(await (await fetch(feedUrl(await tokenOf(client)))).text()).events;
    const summaries = events.map((event) => event.summary);
    assert.ok(summaries.includes('Disney Plusに登録'), summaries.join('\n'));
    assert.ok(summaries.includes('2027年1月31日までにNetflixを解約'), summaries.join('\n'));
    assert.ok(summaries.some((summary) => /Netflixで配信(開始|終了)$/.test(summary)));
    assert.ok(events.some((event) => event.url?.startsWith('http://localhost:3000/ja/movie/')));
  });

  test('a country the catalog does not cover has only the plan’s reminders', async () => {
    const { client, user } = await memberWithNetflix('feed-elsewhere');
    await client.from('profiles').update({ selected_country: 'ES' }).eq('id', user.id);
    await client
      .from('saved_plans')
      .insert({ country: 'ES', months: PLAN, updated_at: PLAN_SAVED_AT });
    await client
      .from('watchlist')
      .insert({ media_type: watched[0]!.media_type, tmdb_id: watched[0]!.id, title: 'x' });
    const response = await fetch(feedUrl(await tokenOf(client)));
    assert.equal(response.status, 200);
    assert.deepEqual(
      parseCalendar(await response.text()).events.map((event) => [event.start, event.summary]),
      PLAN_EVENTS,
    );
  });

  test('an unknown, malformed or missing token: the same bare 404 as any path under it', async () => {
    const answers = [];
    for (const path of [
      `calendar-feed/${'cd'.repeat(32)}.ics`,
      `calendar-feed/${token.toUpperCase()}.ics`,
      `calendar-feed/${token}`,
      `calendar-feed/${token}.ics/more`,
      'calendar-feed/nope.ics',
      'calendar-feed/',
      'calendar-feed',
    ]) {
      const response = await fetch(`${backend.url}/functions/v1/${path}`);
      answers.push([response.status, response.headers.get('content-type'), await response.text()]);
    }
    for (const answer of answers) {
      assert.deepEqual(answer, [404, 'text/plain; charset=utf-8', 'Not found']);
    }
  });

  test('answers GET and HEAD only, with no session or API key', async () => {
    const head = await fetch(feedUrl(token), { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.equal(await head.text(), '');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(feedUrl(token), { method });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'GET, HEAD');
    }
  });
});
