import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FixedWindowLimiter } from './rate-limit.js';

test('allows max hits per window, then reports the wait, then resets', () => {
  const limiter = new FixedWindowLimiter({ max: 2, windowSeconds: 60 });
  assert.equal(limiter.hit('a', 0), 0);
  assert.equal(limiter.hit('a', 1000), 0);
  assert.equal(limiter.hit('a', 2000), 58);
  assert.equal(limiter.hit('b', 2000), 0, 'keys are independent');
  assert.equal(limiter.hit('a', 60_000), 0, 'a new window starts');
});
