import assert from 'node:assert/strict';
import { APP_LOCALES } from './app-locales.ts';
import {
  CALENDAR_MESSAGE_IDS,
  formatCalendar,
  unreviewedCalendarMessages,
} from './calendar-messages.ts';

const VALUES = {
  title: 'The Matrix',
  service: 'Netflix',
  country: 'C',
  before: 'B',
  lastDay: 'L',
};

for (const locale of APP_LOCALES) {
  Deno.test(
    `${locale}: every calendar message formats, keeping titles and services as given`,
    () => {
      for (const id of CALENDAR_MESSAGE_IDS) {
        const text = formatCalendar(locale, id, VALUES);
        assert.ok(text.length > 0 && !/[{}]/.test(text), `${locale} ${id}: ${text}`);
        if (id.startsWith('event.') && !id.endsWith('Note')) {
          assert.ok(text.includes('Netflix'), `${locale} ${id}`);
        }
        if (id === 'event.arrival' || id === 'event.departure') {
          assert.ok(text.includes('The Matrix'), `${locale} ${id}`);
        }
        if (id === 'event.cancel') assert.match(text, /[BL]/, `${locale} ${id} names its day`);
      }
    },
  );
}

Deno.test('the calendar’s words in English, and every translation not reviewed yet', () => {
  assert.equal(formatCalendar('en', 'event.departure', VALUES), 'The Matrix — leaving Netflix');
  assert.equal(formatCalendar('en', 'event.cancel', VALUES), 'Cancel Netflix before B');
  assert.equal(formatCalendar('de', 'event.cancel', VALUES), 'Netflix bis zum L kündigen');
  assert.equal(unreviewedCalendarMessages().length, 5 * CALENDAR_MESSAGE_IDS.length);
});
