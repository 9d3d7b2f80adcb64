// `pnpm test`: the lint rules' own test, every package's unit suite (the page server's included),
// the UI kit's size budget and story checks, then the browser e2e suite against fresh releases,
// promoted in the local environment.
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from 'page-server';
import { DEFAULT_ENV, releaseAllApps } from 'page-server/releases';

const run = (args: string[]) => execFileSync('pnpm', args, { cwd: REPO_ROOT, stdio: 'inherit' });

console.log(`pnpm test on Node ${process.version}`);

execFileSync('node', ['--test', 'tooling/eslint/architecture/architecture.test.mjs'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});

run(['-r', '--workspace-concurrency=1', '--filter', '!e2e', 'test']);
run(['--filter', 'shared-ui', 'size']);
run(['--filter', 'shared-ui', 'test:stories']);
await releaseAllApps(DEFAULT_ENV);
run(['--filter', 'e2e', 'test']);
