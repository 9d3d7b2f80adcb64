import assert from 'node:assert/strict';
import {
  APP_LOCALES,
  appLocale,
  localeOfPath,
  localePrefix,
  nearestAppLocale,
  type AppLocale,
} from './app-locales.ts';
import {
  countryNameIn,
  formatMail,
  formatMailDate,
  MAIL_MESSAGE_IDS,
  unreviewedMessages,
} from './mail-messages.ts';

// One plural and one date in each language, as the mail says them.
const EXPECTED: Record<AppLocale, { one: string; many: string; date: string; country: string }> = {
  en: {
    one: '1 new alert on WatchWhere',
    many: '5 new alerts on WatchWhere',
    date: '4 December 2026',
    country: 'United States',
  },
  de: {
    one: '1 neue Benachrichtigung auf WatchWhere',
    many: '5 neue Benachrichtigungen auf WatchWhere',
    date: '4. Dezember 2026',
    country: 'Vereinigte Staaten',
  },
  fr: {
    one: '1 nouvelle alerte sur WatchWhere',
    many: '5 nouvelles alertes sur WatchWhere',
    date: '4 décembre 2026',
    country: 'États-Unis',
  },
  ja: {
    one: 'WatchWhereの新しい通知が1件あります',
    many: 'WatchWhereの新しい通知が5件あります',
    date: '2026年12月4日',
    country: 'アメリカ合衆国',
  },
  ko: {
    one: 'WatchWhere 새 알림 1개',
    many: 'WatchWhere 새 알림 5개',
    date: '2026년 12월 4일',
    country: '미국',
  },
  'pt-BR': {
    one: '1 novo alerta no WatchWhere',
    many: '5 novos alertas no WatchWhere',
    date: '4 de dezembro de 2026',
    country: 'Estados Unidos',
  },
};

for (const locale of APP_LOCALES) {
  Deno.test(`${locale}: a plural, a date and a country name`, () => {
    const expected = EXPECTED[locale];
    assert.equal(formatMail(locale, 'mail.subject', { count: 1 }), expected.one);
    assert.equal(formatMail(locale, 'mail.subject', { count: 5 }), expected.many);
    assert.equal(formatMailDate(locale, '2026-12-04'), expected.date);
    assert.equal(countryNameIn(locale, 'US'), expected.country);
  });

  Deno.test(`${locale}: every message formats, keeping the title and the service as given`, () => {
    const values = {
      title: 'The Matrix',
      service: 'Netflix',
      country: 'C',
      place: 'inCountry',
      date: 'D',
      arrived: 2,
      leaving: 1,
      scope: 'mine',
      count: 2,
      url: 'https://app.example/x',
      link: 'https://api.example/y',
    };
    for (const id of MAIL_MESSAGE_IDS) {
      const text = formatMail(locale, id, values);
      assert.ok(text.length > 0, id);
      assert.ok(!/[{}]/.test(text), `${locale} ${id}: ${text}`);
      if (id.startsWith('alert.plan')) {
        assert.ok(text.includes('Netflix') && text.includes('D'), `${locale} ${id}`);
      } else if (id.startsWith('alert.') && id !== 'alert.digest') {
        assert.ok(text.includes('The Matrix') && text.includes('Netflix'), `${locale} ${id}`);
      }
    }
  });
}

Deno.test('every translation is marked not reviewed yet: 5 languages × every message', () => {
  const unreviewed = unreviewedMessages();
  assert.equal(unreviewed.length, 5 * MAIL_MESSAGE_IDS.length);
  assert.ok(unreviewed.includes('pt-BR:mail.subject'));
  assert.ok(!unreviewed.some((entry) => entry.startsWith('en:')));
});

Deno.test('languages: the six, their URL prefixes, and English for anything else', () => {
  assert.equal(appLocale('pt-br'), 'pt-BR');
  assert.equal(appLocale('DE'), 'de');
  assert.equal(appLocale('es'), 'en');
  assert.equal(appLocale(undefined), 'en');
  assert.deepEqual(APP_LOCALES.map(localePrefix), ['', '/de', '/fr', '/ja', '/ko', '/pt-br']);
  assert.equal(localeOfPath('/de/auth'), 'de');
  assert.equal(localeOfPath('/pt-br'), 'pt-BR');
  assert.equal(localeOfPath('/app/ja/auth', '/app'), 'ja');
  assert.equal(localeOfPath('/auth'), undefined);
  assert.equal(localeOfPath('/en/auth'), undefined);
  assert.equal(localeOfPath('/ja/auth', '/app'), undefined);
});

Deno.test(
  'the nearest language of a tag: its region dropped, English when not one of the six',
  () => {
    assert.equal(nearestAppLocale('de-AT'), 'de');
    assert.equal(nearestAppLocale('pt'), 'pt-BR');
    assert.equal(nearestAppLocale('PT-br'), 'pt-BR');
    assert.equal(nearestAppLocale('ja-JP'), 'ja');
    assert.equal(nearestAppLocale('es-MX'), 'en');
  },
);
