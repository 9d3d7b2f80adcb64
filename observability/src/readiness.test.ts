import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createReadiness } from './readiness.js';

test('ready when every check passes; a failing or throwing one is named; draining is not ready', async () => {
  const readiness = createReadiness();
  assert.deepEqual(await readiness.missing(), []);
  let up = true;
  readiness.require('database', () => up);
  readiness.require('catalog', async () => {
    throw new Error('down');
  });
  assert.deepEqual(await readiness.missing(), ['catalog']);
  up = false;
  assert.deepEqual(await readiness.missing(), ['database', 'catalog']);
  readiness.drain();
  assert.deepEqual(await readiness.missing(), ['shutting down', 'database', 'catalog']);
});
