/** The per-client limit on the catalog: CATALOG_RATE_LIMIT, CATALOG_INTERNAL_TOKEN, TRUST_PROXY. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidSettingError } from 'deployment-env';
import { buildCatalogServer } from '../../catalog-server.js';
import { trustedProxiesFrom } from '../../http/guarded-fastify.js';
import { INTERNAL_TOKEN_HEADER, withInternalToken } from 'observability';
import { inboundLimitFromEnv } from './inbound-limit.js';

const TOKEN = 'internal-token-for-tests-0123456789';

test('past CATALOG_RATE_LIMIT a minute, a client gets 429 with Retry-After; others go on', async () => {
  const app = await buildCatalogServer({ inboundLimit: { perMinute: 3 } });
  const from = (remoteAddress: string) =>
    app.inject({ url: '/catalog/3/genre/movie/list', remoteAddress });
  for (let call = 0; call < 3; call++) assert.equal((await from('192.0.2.1')).statusCode, 200);
  const limited = await from('192.0.2.1');
  assert.equal(limited.statusCode, 429);
  const retryAfter = Number(limited.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
  assert.equal(limited.headers['cache-control'], 'no-store');
  assert.match(String(limited.headers['access-control-expose-headers']), /retry-after/);
  const body = limited.json();
  assert.equal(body.success, false);
  assert.equal(body.status_code, 25);
  assert.match(body.status_message, /over the allowed limit of 3 a minute: retry in \d+/);
  assert.equal((await from('192.0.2.2')).statusCode, 200);
  // The probes are the balancer's, not the catalog's.
  assert.equal((await app.inject({ url: '/readyz', remoteAddress: '192.0.2.1' })).statusCode, 200);
});

test('calls with CATALOG_INTERNAL_TOKEN are not limited; a wrong token is an ordinary call', async () => {
  const app = await buildCatalogServer({ inboundLimit: { perMinute: 2, internalToken: TOKEN } });
  const call = (headers: Record<string, string>) =>
    app.inject({ url: '/catalog/3/genre/tv/list', remoteAddress: '192.0.2.9', headers });
  for (let index = 0; index < 10; index++) {
    assert.equal((await call(withInternalToken({}, TOKEN))).statusCode, 200);
  }
  const wrong = { [INTERNAL_TOKEN_HEADER]: `${TOKEN}x` };
  assert.deepEqual(
    [await call(wrong), await call({}), await call(wrong)].map((response) => response.statusCode),
    [200, 200, 429],
  );
  assert.equal((await call(withInternalToken({}, TOKEN))).statusCode, 200);
  assert.deepEqual(withInternalToken({ accept: 'application/json' }, undefined), {
    accept: 'application/json',
  });
});

test('a client is its socket address unless TRUST_PROXY names the proxy it came through', async () => {
  const before = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = '10.0.0.0/8, 2001:db8::1';
  const app = await buildCatalogServer({ inboundLimit: { perMinute: 1 } }).finally(() => {
    if (before === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = before;
  });
  const call = (remoteAddress: string, forwardedFor: string) =>
    app
      .inject({
        url: '/catalog/3/configuration',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      })
      .then((response) => response.statusCode);
  // Through the trusted proxy: each forwarded client has its own count.
  assert.equal(await call('10.1.2.3', '198.51.100.1'), 200);
  assert.equal(await call('10.1.2.3', '198.51.100.2'), 200);
  assert.equal(await call('10.9.9.9', '198.51.100.1'), 429);
  // Not a proxy we trust: its X-Forwarded-For is ignored, whatever it says.
  assert.equal(await call('203.0.113.7', '198.51.100.3'), 200);
  assert.equal(await call('203.0.113.7', '198.51.100.4'), 429);
});

test('TRUST_PROXY takes addresses and CIDR ranges only', () => {
  assert.equal(trustedProxiesFrom({}), false);
  assert.equal(trustedProxiesFrom({ TRUST_PROXY: ' ' }), false);
  assert.deepEqual(trustedProxiesFrom({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8, ::1, fd00::/8' }), [
    '127.0.0.1',
    '10.0.0.0/8',
    '::1',
    'fd00::/8',
  ]);
  for (const bad of ['true', '*', 'loopback', '10.0.0.0/33', '10.0.0.1/', '::1/129', 'a,,b']) {
    assert.throws(
      () => trustedProxiesFrom({ TRUST_PROXY: bad }),
      (error) => error instanceof InvalidSettingError && /^TRUST_PROXY must be/.test(error.message),
      bad,
    );
  }
});

test('CATALOG_RATE_LIMIT: 600 in production, no limit locally unless set', () => {
  assert.deepEqual(inboundLimitFromEnv({ WATCHWHERE_ENV: 'production' }), {
    perMinute: 600,
    internalToken: undefined,
  });
  assert.equal(inboundLimitFromEnv({}), undefined);
  assert.deepEqual(
    inboundLimitFromEnv({ CATALOG_RATE_LIMIT: '50', CATALOG_INTERNAL_TOKEN: TOKEN }),
    {
      perMinute: 50,
      internalToken: TOKEN,
    },
  );
  for (const env of [
    { CATALOG_RATE_LIMIT: 'lots' },
    { CATALOG_RATE_LIMIT: '0' },
    { CATALOG_RATE_LIMIT: '1.5' },
    { CATALOG_INTERNAL_TOKEN: 'short' },
  ]) {
    assert.throws(() => inboundLimitFromEnv(env), InvalidSettingError, JSON.stringify(env));
  }
});
