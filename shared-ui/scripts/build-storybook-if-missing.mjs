// Builds the Storybook catalogue unless storybook-static already holds one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const index = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));

if (!existsSync(index)) {
  const { status } = spawnSync('pnpm', ['run', 'build-storybook'], {
    stdio: 'inherit',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  process.exit(status ?? 1);
}
