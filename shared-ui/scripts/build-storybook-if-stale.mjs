// Builds the Storybook catalogue when storybook-static is missing or older than any source file;
// arguments go to `storybook build` (`--test`: stories only, no docs pages, docgen or source maps).
import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const index = join(packageDir, 'storybook-static', 'index.json');

async function newestChange(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(0, ...times);
}

const builtAt = await stat(index).then(
  (info) => info.mtimeMs,
  () => 0,
);
const sourcesChangedAt = Math.max(
  await newestChange(join(packageDir, 'src')),
  await newestChange(join(packageDir, '.storybook')),
);

if (sourcesChangedAt > builtAt) {
  const { status } = spawnSync('pnpm', ['run', 'build-storybook', ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: packageDir,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  process.exit(status ?? 1);
}
