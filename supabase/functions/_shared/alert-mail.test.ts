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
const countryName = (code: string) => (code === 'US' ? 'United States' : code);

Deno.test('each kind of alert reads as its sentence', () => {
  assert.equal(alertSentence(matrix, countryName), 'The Matrix is now on Netflix in United States');
  assert.equal(
    alertSentence({ ...matrix, kind: 'new_on_service' }, countryName),
    'New on Netflix in United States: The Matrix',
  );
  assert.equal(
    alertSentence({ ...matrix, kind: 'leaving_soon', event_date: '2026-12-04' }, countryName),
    'The Matrix leaves Netflix in United States on 4 December 2026',
  );
  assert.equal(
    alertSentence({ ...matrix, provider_name: null, region: null }, countryName),
    'The Matrix is now on one of your services',
  );
});

Deno.test('the mail links the app page; mail programs get the function in List-Unsubscribe', () => {
  const functionUrl = 'https://api.example/functions/v1/unsubscribe?user=u-1&token=t%2B1';
  const mail = composeAlertMail('a@b.co', [matrix, { ...matrix, id: 'a-2', media_type: 'tv' }], {
    siteUrl: 'https://app.example/',
    unsubscribeUrl: functionUrl,
    countryName,
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
    countryName,
  });
  assert.ok(!mail.html.includes('<img'), mail.html);
  assert.ok(mail.html.includes('&#60;img src=x onerror=alert(1)&#62;'), mail.html);
});
