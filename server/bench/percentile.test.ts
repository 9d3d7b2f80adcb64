import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentile } from './percentile.js';

test('nearest-rank percentiles', () => {
  const values = Array.from({ length: 100 }, (_, index) => index + 1);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 95), 95);
  assert.equal(percentile(values, 100), 100);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([], 95), 0);
});
