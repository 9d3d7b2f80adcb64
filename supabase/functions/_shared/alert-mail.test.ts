import assert from 'node:assert/strict';
import { alertSentence, composeAlertMail, type AlertRow } from './alert-mail.ts';

const matrix: AlertRow = {
  id: 'a-1',
  user_id: 'u-1',
  kind: 'available',
  media_type: 'movie',
  tmdb_id: 603,
  title: 'The Matrix',
  provider_name: 'Netflix',
  region: 'US',
  event_date: '2026-11-23',
};

Deno.test('each kind of alert reads as its sentence', () => {
  assert.equal(alertSentence(matrix), 'The Matrix is now on Netflix (United States)');
  assert.equal(
    alertSentence({ ...matrix, kind: 'new_on_service' }),
    'New on Netflix (United States): The Matrix',
  );
  assert.equal(
    alertSentence({ ...matrix, kind: 'leaving_soon', event_date: '2026-12-04' }),
    'The Matrix leaves Netflix (United States) on 4 December 2026',
  );
  assert.equal(
    alertSentence({ ...matrix, provider_name: null, region: null }),
    'The Matrix is now on one of your services',
  );
});

Deno.test('a departure seen once it happened "has left", in every language, with no date', () => {
  const left = { ...matrix, kind: 'left' as const };
  const sentences = {
    en: 'The Matrix has left Netflix (United States)',
    de: 'The Matrix ist nicht mehr bei Netflix (Vereinigte Staaten) verfügbar',
    fr: 'The Matrix n’est plus disponible sur Netflix (États-Unis)',
    ja: '「The Matrix」はNetflix（アメリカ合衆国）での配信が終了しました',
    ko: 'The Matrix: Netflix(미국)에서 서비스가 종료됐어요',
    'pt-BR': 'The Matrix saiu de Netflix (Estados Unidos)',
  } as const;
  for (const [locale, sentence] of Object.entries(sentences)) {
    assert.equal(alertSentence(left, locale as keyof typeof sentences), sentence);
  }
  assert.equal(
    alertSentence({ ...left, provider_name: null, region: null }),
    'The Matrix has left one of your services',
  );
});

Deno.test(
  'a plan reminder names its service and day, in every language, and opens the planner',
  () => {
    const cancel: AlertRow = {
      ...matrix,
      kind: 'plan_cancel',
      media_type: null,
      tmdb_id: null,
      title: 'Hulu',
      provider_name: 'Hulu',
      event_date: '2027-01-29',
    };
    const start: AlertRow = { ...cancel, kind: 'plan_start', title: 'Max', provider_name: 'Max' };
    const sentences = {
      en: ['Start Max on 1 January 2027', 'Cancel Hulu before 1 February 2027'],
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
    for (const [locale, [starts, cancels]] of Object.entries(sentences)) {
      const language = locale as keyof typeof sentences;
      assert.equal(alertSentence({ ...start, event_date: '2027-01-01' }, language), starts);
      assert.equal(alertSentence(cancel, language), cancels);
    }
    const mail = composeAlertMail('a@b.co', [cancel], {
      siteUrl: 'https://app.example',
      unsubscribeUrl: 'https://api.example/functions/v1/unsubscribe?user=u-1&token=t',
      locale: 'de',
    });
    assert.equal(mail.subject, 'Hulu: vor dem 1. Februar 2027 kündigen');
    assert.ok(mail.text.includes('\n  https://app.example/de/planner\n'), mail.text);
  },
);

Deno.test('the mail links the app page; mail programs get the function in List-Unsubscribe', () => {
  const functionUrl = 'https://api.example/functions/v1/unsubscribe?user=u-1&token=t%2B1';
  const mail = composeAlertMail('a@b.co', [matrix, { ...matrix, id: 'a-2', media_type: 'tv' }], {
    siteUrl: 'https://app.example/',
    unsubscribeUrl: functionUrl,
  });
  const page = 'https://app.example/unsubscribe?user=u-1&token=t%2B1';
  assert.equal(mail.subject, '2 new alerts on WatchWhere');
  assert.equal(mail.unsubscribeUrl, functionUrl);
  assert.ok(mail.text.includes('\n  https://app.example/movie/tv_603\n'), mail.text);
  assert.ok(mail.text.endsWith(`\nStop these emails: ${page}`), mail.text);
  assert.ok(mail.html.includes(`<a href="${page.replaceAll('&', '&#38;')}">Stop these emails</a>`));
  assert.ok(!mail.text.includes(functionUrl) && !mail.html.includes(functionUrl));
});

Deno.test('a title cannot add markup to the mail', () => {
  const mail = composeAlertMail('a@b.co', [{ ...matrix, title: '<img src=x onerror=alert(1)>' }], {
    siteUrl: 'https://app.example',
    unsubscribeUrl: 'https://api.example/functions/v1/unsubscribe?user=u-1&token=t',
  });
  assert.ok(!mail.html.includes('<img'), mail.html);
  assert.ok(mail.html.includes('&#60;img src=x onerror=alert(1)&#62;'), mail.html);
});

Deno.test('a mail in German says it in German and links the German pages', () => {
  const functionUrl = 'https://api.example/functions/v1/unsubscribe?user=u-1&token=t';
  const leaving = { ...matrix, id: 'a-2', kind: 'leaving_soon' as const, event_date: '2026-12-04' };
  const mail = composeAlertMail('a@b.co', [matrix, leaving], {
    siteUrl: 'https://app.example/',
    unsubscribeUrl: functionUrl,
    locale: 'de',
  });
  assert.equal(mail.subject, '2 neue Benachrichtigungen auf WatchWhere');
  assert.equal(mail.pageUrl, 'https://app.example/de/notifications');
  assert.equal(mail.unsubscribeUrl, functionUrl);
  assert.ok(
    mail.text.includes(
      '- The Matrix ist jetzt bei Netflix (Vereinigte Staaten) verfügbar\n  https://app.example/de/movie/603\n',
    ),
    mail.text,
  );
  assert.ok(
    mail.text.includes('The Matrix verlässt Netflix (Vereinigte Staaten) am 4. Dezember 2026'),
  );
  assert.ok(
    mail.text.endsWith(
      '\nDiese E-Mails abbestellen: https://app.example/de/unsubscribe?user=u-1&token=t&lang=de',
    ),
    mail.text,
  );
  assert.ok(mail.html.startsWith('<p>Neu auf WatchWhere:</p>'), mail.html);
});

Deno.test('Brazilian Portuguese links use the /pt-br prefix and lang=pt-BR', () => {
  const mail = composeAlertMail('a@b.co', [matrix], {
    siteUrl: 'https://app.example',
    unsubscribeUrl: 'https://api.example/functions/v1/unsubscribe?user=u-1&token=t',
    locale: 'pt-BR',
  });
  assert.equal(mail.subject, 'The Matrix agora está disponível em Netflix (Estados Unidos)');
  assert.ok(mail.text.includes('https://app.example/pt-br/movie/603'), mail.text);
  assert.ok(
    mail.text.includes('https://app.example/pt-br/unsubscribe?user=u-1&token=t&lang=pt-BR'),
  );
});

Deno.test("the weekly digest is worded in the member's language from its counts", () => {
  const digest: AlertRow = {
    ...matrix,
    kind: 'digest',
    media_type: null,
    tmdb_id: null,
    provider_name: null,
    title: 'Your week: 1 new on your services, 3 leaving in the next two weeks',
  };
  assert.equal(alertSentence(digest), digest.title);
  assert.equal(
    alertSentence(digest, 'fr'),
    'Votre semaine\u00a0: 1 nouveauté sur vos services, 3 départs dans les deux prochaines semaines',
  );
  assert.equal(alertSentence({ ...digest, title: 'Something else' }, 'ja'), 'Something else');
});
