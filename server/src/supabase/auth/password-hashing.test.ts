import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, before, describe, test } from 'node:test';
import type { RunningBackend } from '../../index.js';
import { clientFor, startTestBackend, testPassword, uniqueEmail } from '../../test-support.js';
import { hashPassword, passwordMatches } from './users.js';

describe('password hashing', () => {
  let backend: RunningBackend;
  before(async () => (backend = await startTestBackend()));
  after(() => backend.close());

  test('ten concurrent sign-ins keep the event loop responsive (hashing runs off it)', async () => {
    const email = uniqueEmail('storm');
    await clientFor(backend).auth.signUp({ email, password: testPassword });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        clientFor(backend).auth.signInWithPassword({ email, password: testPassword }),
      ),
    );
    delay.disable();
    assert.deepEqual(
      results.map((result) => result.error),
      Array(10).fill(null),
    );
    const worstMs = delay.max / 1e6;
    assert.ok(worstMs < 100, `event loop blocked for ${worstMs.toFixed(0)} ms`);
  });

  test('hashes written by bcryptjs (existing users) still verify, at cost 10', async () => {
    const bcryptjsHash = '$2b$10$PJ2rSPqAB78JyY6mbleFjubnqppZ5owNPcaNn5Ic/clfeceXzGJom';
    assert.equal(await passwordMatches('correct-horse-42', bcryptjsHash), true);
    assert.equal(await passwordMatches('correct-horse-43', bcryptjsHash), false);
    assert.match(await hashPassword(testPassword), /^\$2[aby]\$10\$/);
  });

  test('sign-in refuses a password sign-up would refuse: its first 72 bytes plus more', async () => {
    const email = uniqueEmail('long');
    const longest = 'p'.repeat(72);
    const signUp = await clientFor(backend).auth.signUp({ email, password: longest });
    assert.equal(signUp.error, null);
    const extended = await clientFor(backend).auth.signInWithPassword({
      email,
      password: `${longest}-and-anything`,
    });
    assert.equal(extended.error?.code, 'invalid_credentials');
    const exact = await clientFor(backend).auth.signInWithPassword({ email, password: longest });
    assert.equal(exact.error, null);
  });
});

test('one address trying many accounts meets the per-IP sign-in limit', async () => {
  const backend = await startTestBackend({
    rateLimits: { signInPerIp: { max: 5, windowSeconds: 60 } },
  });
  try {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { error } = await clientFor(backend).auth.signInWithPassword({
        email: uniqueEmail('spray'),
        password: testPassword,
      });
      codes.push(error?.code);
    }
    assert.deepEqual(codes, [...Array(5).fill('invalid_credentials'), 'over_request_rate_limit']);
  } finally {
    await backend.close();
  }
});
