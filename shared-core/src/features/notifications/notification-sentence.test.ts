import { createIntl } from 'react-intl';
import {
  formatEventDate as formatEventDateIn,
  notificationPath,
  notificationSentence as sentenceIn,
} from './notification-sentence';
import type { Messages } from '../locale/message-catalogs';
import { loadSharedCoreMessages } from '../locale/shared-core-messages';
import type { UserNotification } from './notification-types';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });
const notificationSentence = (notification: UserNotification) => sentenceIn(english, notification);
const formatEventDate = (day: string) => formatEventDateIn(english, day);

const matrix: UserNotification = {
  id: 'n1',
  kind: 'available',
  media_type: 'movie',
  tmdb_id: 603,
  title: 'The Matrix',
  poster_path: null,
  provider_id: 8,
  provider_name: 'Netflix',
  region: 'US',
  event_date: '2026-12-04',
  created_at: '2026-11-23T06:00:00Z',
  read_at: null,
};

describe('notificationSentence', () => {
  it.each([
    ['available', 'The Matrix is now on Netflix (United States)'],
    ['new_on_service', 'New on Netflix (United States): The Matrix'],
    ['leaving_soon', 'The Matrix leaves Netflix (United States) on December 4, 2026'],
    ['left', 'The Matrix has left Netflix (United States)'],
  ] as const)('reads a %s alert plainly', (kind, sentence) => {
    expect(notificationSentence({ ...matrix, kind })).toBe(sentence);
  });

  it('reads a digest by its counts, in the page’s language; any other summary as written', async () => {
    const digest: UserNotification = {
      ...matrix,
      kind: 'digest',
      media_type: null,
      tmdb_id: null,
      provider_id: null,
      provider_name: null,
      title: 'Your week: 4 new on your services, 2 leaving in the next two weeks',
    };
    expect(notificationSentence(digest)).toBe(digest.title);
    expect(notificationPath(digest)).toBe('/');
    const messages = (await loadSharedCoreMessages('de')).default as unknown as Messages;
    const german = createIntl({ locale: 'de', defaultLocale: 'en', messages });
    expect(sentenceIn(german, digest)).toBe(
      'Ihre Woche: 4 neue Titel bei Ihren Diensten, 2 Titel laufen in den nächsten zwei Wochen aus',
    );
    const unknown = { ...digest, title: 'A summary the app does not know' };
    expect(sentenceIn(german, unknown)).toBe(unknown.title);
  });

  it('reads a plan reminder by its service and day, in every language, and opens the planner', async () => {
    const cancel: UserNotification = {
      ...matrix,
      kind: 'plan_cancel',
      media_type: null,
      tmdb_id: null,
      title: 'Hulu',
      provider_id: 15,
      provider_name: 'Hulu',
      event_date: '2027-01-29',
    };
    const start: UserNotification = {
      ...cancel,
      kind: 'plan_start',
      title: 'Max',
      provider_name: 'Max',
      event_date: '2027-01-01',
    };
    expect(notificationSentence(start)).toBe('Start Max on January 1, 2027');
    expect(notificationSentence(cancel)).toBe('Cancel Hulu before February 1, 2027');
    expect(notificationPath(cancel)).toBe('/planner');
    expect(notificationPath(start)).toBe('/planner');
    const expected = {
      de: ['Max: am 1. Januar 2027 abonnieren', 'Hulu: vor dem 1. Februar 2027 kündigen'],
      fr: [
        'Max\u00a0: s’abonner le 1 janvier 2027',
        'Hulu\u00a0: résilier avant le 1 février 2027',
      ],
      ja: ['Max：2027年1月1日に登録', 'Hulu：2027年2月1日より前に解約'],
      ko: ['Max: 2027년 1월 1일에 구독 시작', 'Hulu: 2027년 2월 1일 전에 해지'],
      'pt-BR': [
        'Max: assinar em 1 de janeiro de 2027',
        'Hulu: cancelar antes de 1 de fevereiro de 2027',
      ],
    } as const;
    for (const [locale, [starts, cancels]] of Object.entries(expected)) {
      const messages = (await loadSharedCoreMessages(locale as keyof typeof expected))
        .default as unknown as Messages;
      const intl = createIntl({ locale, defaultLocale: 'en', messages });
      expect([sentenceIn(intl, start), sentenceIn(intl, cancel)]).toEqual([starts, cancels]);
    }
  });

  it('names what it knows when the service or country is missing', () => {
    expect(notificationSentence({ ...matrix, provider_name: null, region: null })).toBe(
      'The Matrix is now on one of your services',
    );
  });

  it('reads a German alert in German', () => {
    const german = createIntl({ locale: 'de', defaultLocale: 'en', onError: () => {} });
    expect(sentenceIn(german, { ...matrix, region: 'DE' })).toContain('Deutschland');
  });

  it("leads to the title's page", () => {
    expect(notificationPath(matrix)).toBe('/movie/603');
    expect(notificationPath({ ...matrix, media_type: 'tv', tmdb_id: 1396 })).toBe('/movie/tv_1396');
  });
});

describe('formatEventDate', () => {
  it('writes a UTC day in words, whatever the local time zone', () => {
    expect(formatEventDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatEventDate('not a day')).toBe('not a day');
  });
});
