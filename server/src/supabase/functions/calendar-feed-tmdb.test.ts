import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  signedInClient,
  startBackendWithDatabase,
  type BackendWithDatabase,
} from '../../test-support.js';
import { calendarFeedUrls } from '../../../../supabase/functions/_shared/calendar-feed-url.ts';
import { parseCalendar } from '../../../../supabase/functions/_shared/testing/ical-events.ts';
import { TEST_CATALOG_DAY } from '../../catalog/test-day.js';

// TMDB mode: a catalog backed by TMDB, which is never reached here (the feed must not need it).
const TMDB = { TMDB_API_KEY: 'test-key', TMDB_BASE_URL: 'http://127.0.0.1:9/3' };

let backend: BackendWithDatabase;
before(async () => {
  Object.assign(process.env, TMDB);
  backend = await startBackendWithDatabase();
});
after(async () => {
  await backend.close();
  for (const name of Object.keys(TMDB)) delete process.env[name];
});

test('in TMDB mode nothing is known ahead: the feed holds only the plan’s reminders', async () => {
  const { client, user } = await signedInClient(backend, 'feed-tmdb');
  await client
    .from('profiles')
    .update({ selected_services: ['netflix'], selected_country: 'US' })
    .eq('id', user.id);
  await client.from('watchlist').insert({ media_type: 'movie', tmdb_id: 603, title: 'The Matrix' });
  await client.from('saved_plans').insert({
    country: 'US',
    months: [
      { month: '2026-12-01', services: [{ provider_id: 337, name: 'Disney Plus' }] },
      { month: '2027-01-01', services: [] },
    ],
    // Saved on the tests' day, before the plan's first month, whatever the clock says.
    updated_at: `${TEST_CATALOG_DAY}T12:00:00Z`,
  });
  const { data: token } = await client.rpc('calendar_feed_token');
  const response = await fetch(calendarFeedUrls(`${backend.url}/functions/v1`, token).url);
  assert.equal(response.status, 200);
  assert.deepEqual(
    parseCalendar(await response.text()).events.map((event) => [event.start, event.summary]),
    [
      ['2026-12-01', 'Start Disney Plus'],
      ['2026-12-29', 'Cancel Disney Plus before 1 January 2027'],
    ],
  );
});
