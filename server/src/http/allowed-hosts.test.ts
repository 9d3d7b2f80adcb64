import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildServer } from '../app.js';
import { allowedHostsFromEnv } from './allowed-hosts.js';

test('only local names, ALLOWED_HOSTS and the configured public URLs are served', async () => {
  const app = await buildServer({
    allowedHosts: allowedHostsFromEnv({
      ALLOWED_HOSTS: 'watch.example.com, Preview.Example.com',
      API_EXTERNAL_URL: 'https://api.example.com',
    }),
  });
  const status = async (host: string) =>
    (await app.inject({ url: '/catalog/3/configuration', headers: { host } })).statusCode;
  for (const host of [
    'localhost:54321',
    '127.0.0.1',
    '[::1]:54321',
    'watch.example.com',
    'preview.example.com:8443',
    'api.example.com',
  ]) {
    assert.equal(await status(host), 200, host);
  }
  for (const host of [
    'evil.example',
    'evil.example:54321',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    'evil.example@localhost',
    'localhost:54321/evil',
    'example.com',
  ]) {
    const response = await app.inject({ url: '/catalog/3/configuration', headers: { host } });
    assert.equal(response.statusCode, 403, host);
    assert.equal(response.json().code, 'host_not_allowed');
  }
  await app.close();
});
