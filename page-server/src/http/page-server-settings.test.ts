import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localBackendSettings, runtimeConfigFor } from './page-server-settings.js';

test("config.json's contact address is CONTACT_EMAIL, or none", () => {
  const local = localBackendSettings({ url: 'http://127.0.0.1:54321', anonKey: 'anon' });
  for (const [setting, served] of [
    [undefined, null],
    ['  ', null],
    [' help@watchwhere.example ', 'help@watchwhere.example'],
  ] as const) {
    assert.equal(runtimeConfigFor(local, { CONTACT_EMAIL: setting }).contactEmail, served);
  }
  assert.throws(
    () => runtimeConfigFor(local, { CONTACT_EMAIL: 'help@watchwhere.example?bcc=all@example.com' }),
    /CONTACT_EMAIL must be one email address/,
  );
});

test('the test-only pseudo-locale is served in local runs and never in production', () => {
  const local = localBackendSettings({ url: 'http://127.0.0.1:54321', anonKey: 'anon' });
  assert.equal(runtimeConfigFor(local, {}).pseudoLocale, true);
  assert.equal(runtimeConfigFor(local, { WATCHWHERE_ENV: 'production' }).pseudoLocale, false);
});
