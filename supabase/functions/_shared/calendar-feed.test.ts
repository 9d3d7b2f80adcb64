import assert from 'node:assert/strict';
import { answerCalendarFeed, type FeedSources } from './calendar-feed-answer.ts';
import type { FeedMember } from './calendar-feed.ts';
import type { ListedChange } from './watchlist-changes.ts';
import { parseCalendar } from './testing/ical-events.ts';

const TOKEN = 'ab'.repeat(32);
const PATH = `/calendar-feed/${TOKEN}.ics`;
const LONG_TITLE = 'Love, Death; Robots: ' + 'a very long title '.repeat(6).trim();

const member: FeedMember = {
  user_id: '0b5c3f0e-7a1d-4d2b-9c5e-1f2a3b4c5d6e',
  language: 'en',
  region: 'US',
  any_service: false,
  provider_ids: [8],
  watchlist: [
    { media_type: 'tv', tmdb_id: 86831 },
    { media_type: 'movie', tmdb_id: 603 },
  ],
  plan_months: [
    { month: '2026-12-01', services: [{ provider_id: 8, name: 'Netflix' }] },
    { month: '2027-01-01', services: [{ provider_id: 337, name: 'Disney Plus' }] },
  ],
  plan_saved_on: '2026-11-23',
};

const listed = (overrides: Partial<ListedChange>): ListedChange => ({
  media_type: 'movie',
  id: 603,
  title: 'The Matrix',
  provider_id: 8,
  provider_name: 'Netflix',
  region: 'US',
  monetization: 'flatrate',
  change: 'arrival',
  date: '2026-12-01',
  ...overrides,
});

const CHANGES = [
  listed({}),
  listed({
    media_type: 'tv',
    id: 86831,
    title: LONG_TITLE,
    change: 'departure',
    date: '2026-12-24',
  }),
];

function sources(overrides: Partial<FeedSources> = {}): FeedSources {
  return {
    member: (token) => Promise.resolve(token === TOKEN ? member : null),
    readChanges: ({ from }) =>
      Promise.resolve({
        results: CHANGES.filter((row) => from === '2026-11-23' && row.date >= from),
        total_pages: 1,
      }),
    today: () => Promise.resolve('2026-11-23'),
    siteUrl: 'https://app.example/',
    now: () => new Date('2026-11-23T10:00:00Z'),
    ...overrides,
  };
}

Deno.test('a feed: valid iCal with every event all day, stamped, linked and worded', async () => {
  const answer = await answerCalendarFeed('GET', PATH, sources());
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['Content-Type'], 'text/calendar; charset=utf-8');
  assert.match(answer.headers['Cache-Control']!, /^private, max-age=\d+$/);
  const calendar = parseCalendar(answer.body!);
  assert.equal(calendar.name, 'WatchWhere');
  assert.deepEqual(
    calendar.events.map((event) => [event.start, event.end, event.summary]),
    [
      ['2026-12-01', '2026-12-02', 'The Matrix — arriving on Netflix'],
      ['2026-12-24', '2026-12-25', `${LONG_TITLE} — leaving Netflix`],
      ['2026-12-29', '2026-12-30', 'Cancel Netflix before 1 January 2027'],
      ['2027-01-01', '2027-01-02', 'Start Disney Plus'],
    ],
  );
  for (const event of calendar.events) {
    assert.ok(event.allDay, event.summary);
    assert.equal(event.stamp, '2026-11-23T10:00:00Z');
    assert.match(event.uid, /^[\w.-]+@watchwhere$/);
  }
  assert.equal(calendar.events[0]!.url, 'https://app.example/movie/603');
  assert.equal(calendar.events[1]!.url, 'https://app.example/movie/tv_86831');
  assert.equal(
    calendar.events[0]!.description,
    'From your WatchWhere watchlist · United States\nhttps://app.example/movie/603',
  );
  assert.equal(calendar.events[2]!.url, null);
});

Deno.test('the text is escaped and folded as RFC 5545 says', async () => {
  const ics = (await answerCalendarFeed('GET', PATH, sources())).body!;
  assert.ok(ics.includes('SUMMARY:Love\\, Death\\; Robots:'), 'commas and semicolons escaped');
  const lines = ics.split('\r\n');
  assert.ok(
    lines.every((line) => new TextEncoder().encode(line).length <= 75),
    'lines folded',
  );
  assert.ok(
    lines.some((line) => line.startsWith(' ')),
    'a long line continues on the next',
  );
  assert.ok(ics.endsWith('END:VCALENDAR'));
});

Deno.test('UIDs stay the same from one fetch to the next, and differ between members', async () => {
  const uids = async (feedSources: FeedSources) =>
    parseCalendar((await answerCalendarFeed('GET', PATH, feedSources)).body!).events.map(
      (event) => event.uid,
    );
  const first = await uids(sources());
  assert.deepEqual(await uids(sources({ now: () => new Date() })), first);
  assert.equal(new Set(first).size, first.length);
  const other = { ...member, user_id: '1b5c3f0e-7a1d-4d2b-9c5e-1f2a3b4c5d6e' };
  const theirs = await uids(sources({ member: () => Promise.resolve(other) }));
  assert.ok(theirs.every((uid) => !first.includes(uid)));
  assert.ok(
    first.every((uid) => !uid.includes(member.user_id)),
    'no member id in a UID',
  );
});

Deno.test('in the member’s language, its links too', async () => {
  const german = { ...member, language: 'de' as const };
  const answer = await answerCalendarFeed(
    'GET',
    PATH,
    sources({ member: () => Promise.resolve(german) }),
  );
  const events = parseCalendar(answer.body!).events;
  assert.deepEqual(
    events.map((event) => event.summary),
    [
      'The Matrix – neu bei Netflix',
      `${LONG_TITLE} – verlässt Netflix`,
      'Netflix bis zum 31. Dezember 2026 kündigen',
      'Disney Plus abonnieren',
    ],
  );
  assert.equal(events[0]!.url, 'https://app.example/de/movie/603');
  assert.match(events[0]!.description, /^Aus Ihrer WatchWhere-Merkliste · Vereinigte Staaten\n/);
});

Deno.test('TMDB mode knows nothing ahead: only the plan’s reminders', async () => {
  const answer = await answerCalendarFeed(
    'GET',
    PATH,
    sources({ readChanges: () => Promise.resolve(undefined) }),
  );
  assert.deepEqual(
    parseCalendar(answer.body!).events.map((event) => event.summary),
    ['Cancel Netflix before 1 January 2027', 'Start Disney Plus'],
  );
});

Deno.test('an unknown token and any other path: the same 404, naming nothing', async () => {
  const answers = await Promise.all(
    [`/calendar-feed/${'cd'.repeat(32)}.ics`, '/calendar-feed', '/calendar-feed/x.ics', '/'].map(
      (path) => answerCalendarFeed('GET', path, sources()),
    ),
  );
  for (const answer of answers) {
    assert.deepEqual(answer, answers[0]);
    assert.equal(answer.status, 404);
    assert.equal(answer.body, 'Not found');
  }
});

Deno.test('HEAD answers without a body; other methods 405; a failing source 503', async () => {
  const head = await answerCalendarFeed('HEAD', PATH, sources());
  assert.equal(head.status, 200);
  assert.equal(head.body, null);
  const post = await answerCalendarFeed('POST', PATH, sources());
  assert.equal(post.status, 405);
  assert.equal(post.headers.Allow, 'GET, HEAD');
  const errors: unknown[] = [];
  const down = await answerCalendarFeed(
    'GET',
    PATH,
    sources({
      readChanges: () => Promise.reject(new Error('catalog down')),
      onError: (error) => errors.push(error),
    }),
  );
  assert.equal(down.status, 503);
  assert.ok(Number(down.headers['Retry-After']) > 0);
  assert.ok(!down.body!.includes(TOKEN));
  assert.equal(errors.length, 1);
});
