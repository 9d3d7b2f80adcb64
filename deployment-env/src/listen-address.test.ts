import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidSettingError } from './invalid-setting.js';
import { listenAddressFrom } from './listen-address.js';

test('a process listens on the loopback address and its default port unless told otherwise', () => {
  assert.deepEqual(listenAddressFrom({}, 3000), { host: '127.0.0.1', port: 3000 });
  assert.deepEqual(listenAddressFrom({ HOST: '0.0.0.0', PORT: '8080' }, 3000), {
    host: '0.0.0.0',
    port: 8080,
  });
  assert.deepEqual(listenAddressFrom({ SHELL_PORT: '4000' }, 3000, 'SHELL_PORT').port, 4000);
  assert.equal(listenAddressFrom({ HOST: '::' }, 1).host, '::');
});

test('a bad HOST or port is refused, naming the setting', () => {
  for (const [env, named] of [
    [{ PORT: 'eighty' }, /^PORT must be a port number/],
    [{ PORT: '70000' }, /^PORT must be a port number/],
    [{ PORT: '-1' }, /^PORT must be a port number/],
    [{ HOST: 'not a host' }, /^HOST must be/],
    [{ HOST: 'http://x' }, /^HOST must be/],
  ] as const) {
    assert.throws(
      () => listenAddressFrom(env, 3000),
      (error: unknown) => {
        assert.ok(error instanceof InvalidSettingError);
        assert.match(error.message, named);
        return true;
      },
    );
  }
});
