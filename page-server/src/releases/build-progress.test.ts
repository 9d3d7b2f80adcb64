import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { BuildProgress } from './build-progress.js';
import type { ReleaseInfo } from './release-store.js';

const release = (app: ReleaseInfo['app'], id: string): ReleaseInfo => ({
  id,
  app,
  builtAt: '2026-12-03T00:00:00.000Z',
  commit: 'abc1234',
  dirty: false,
});

test('a run of builds says which app is at which step, for how long, and what waits', () => {
  mock.timers.enable({ apis: ['setInterval', 'Date'] });
  try {
    const lines: string[] = [];
    const progress = new BuildProgress(
      ['shell', 'mf-detail', 'mf-account'],
      2,
      's3://releases',
      (line) => lines.push(line),
    );
    progress.step('shell', 'webpack (browser, server, types)');
    progress.step('mf-detail', 'webpack (browser, server, types)');
    mock.timers.tick(10_000);
    progress.step('shell', 'storing');
    progress.done('shell', release('shell', 'r1'), 12_000);
    progress.step('mf-account', 'webpack (browser, server, types)');
    mock.timers.tick(10_000);
    progress.stop();
    mock.timers.tick(30_000);

    assert.deepEqual(lines, [
      'Building 3 app(s), 2 at a time: shell, mf-detail, mf-account',
      '  10 s: shell webpack (browser, server, types) (10 s), mf-detail webpack (browser, server, types) (10 s); waiting: mf-account',
      'shell release r1 built in 12 s and stored in s3://releases (1 of 3; 2 left)',
      '  20 s: mf-detail webpack (browser, server, types) (20 s), mf-account webpack (browser, server, types) (10 s)',
    ]);
  } finally {
    mock.timers.reset();
  }
});
