import assert from 'node:assert/strict';
import { calendarFeedTokenOf, calendarFeedUrls } from './calendar-feed-url.ts';

const TOKEN = '0123456789abcdef'.repeat(4);

Deno.test('the feed address and its webcal: form, from the functions base and the token', () => {
  assert.deepEqual(calendarFeedUrls('https://ref.supabase.co/functions/v1/', TOKEN), {
    url: `https://ref.supabase.co/functions/v1/calendar-feed/${TOKEN}.ics`,
    webcal: `webcal://ref.supabase.co/functions/v1/calendar-feed/${TOKEN}.ics`,
  });
  assert.equal(
    calendarFeedUrls('http://localhost:54321/functions/v1', TOKEN).webcal,
    `webcal://localhost:54321/functions/v1/calendar-feed/${TOKEN}.ics`,
  );
  assert.throws(() => calendarFeedUrls('https://x/functions/v1', 'nope'), TypeError);
});

Deno.test(
  'a feed path gives its token back, wherever the function is mounted; no other does',
  () => {
    const { url } = calendarFeedUrls('https://ref.supabase.co/functions/v1', TOKEN);
    assert.equal(calendarFeedTokenOf(new URL(url).pathname), TOKEN);
    assert.equal(calendarFeedTokenOf(`/calendar-feed/${TOKEN}.ics`), TOKEN);
    for (const path of [
      '/calendar-feed',
      '/calendar-feed/',
      `/calendar-feed/${TOKEN}`,
      `/calendar-feed/${TOKEN.toUpperCase()}.ics`,
      `/calendar-feed/${TOKEN}0.ics`,
      `/calendar-feed/${TOKEN}.ics/x`,
      `/calendar-feed/x/${TOKEN}.ics`,
      `/other-feed/${TOKEN}.ics`,
    ]) {
      assert.equal(calendarFeedTokenOf(path), undefined, path);
    }
  },
);
