// `pnpm test`: the lint rules' own test, every package's unit suite (the page server's included),
// the UI kit's size budget and story checks, then the browser e2e suite against fresh releases,
// promoted in the local environment. A PostgreSQL of the tests' own serves the suites that share
// release pointers through one (WATCHWHERE_TEST_POSTGRES_URL).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from 'page-server';
import { DEFAULT_ENV, releaseAllApps } from 'page-server/releases';

const POSTGRES = ['bash', ['scripts/test-postgres.sh']] as const;

/** The tests' PostgreSQL (started here unless given); null where this machine has none. */
function testPostgres(): string | null {
  if (process.env.WATCHWHERE_TEST_POSTGRES_URL) return process.env.WATCHWHERE_TEST_POSTGRES_URL;
  try {
    const url = execFileSync(POSTGRES[0], [...POSTGRES[1], 'start'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
    process.on('exit', () => {
      execFileSync(POSTGRES[0], [...POSTGRES[1], 'stop', url], { cwd: REPO_ROOT, stdio: 'ignore' });
    });
    return url;
  } catch {
    // CI installs PostgreSQL: there, its tests never go unrun.
    if (process.env.CI) throw new Error('CI could not start the tests’ PostgreSQL');
    console.warn('No PostgreSQL here (scripts/test-postgres.sh): its tests are skipped.');
    return null;
  }
}

const postgresUrl = testPostgres();
const env = postgresUrl
  ? { ...process.env, WATCHWHERE_TEST_POSTGRES_URL: postgresUrl }
  : process.env;
const timings: string[] = [];
/** Runs a step and keeps its time for the summary at the end. */
async function timed(name: string, work: () => unknown): Promise<void> {
  const start = performance.now();
  await work();
  timings.push(`${((performance.now() - start) / 1000).toFixed(0).padStart(5)} s  ${name}`);
}
const run = (args: string[]) =>
  timed(`pnpm ${args.join(' ')}`, () =>
    execFileSync('pnpm', args, { cwd: REPO_ROOT, stdio: 'inherit', env }),
  );

console.log(`pnpm test on Node ${process.version}`);

await timed('lint rules', () =>
  execFileSync('node', ['--test', 'tooling/eslint/architecture/architecture.test.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  }),
);

await timed('words lint, catalog parts', () =>
  execFileSync(
    'pnpm',
    [
      'exec',
      'tsx',
      '--test',
      'tooling/messages/message-lint.test.ts',
      'tooling/messages/catalog-parts.test.ts',
    ],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  ),
);

// The packages with a jest config run as one jest's projects (jest.config.cjs); the others each run
// their own suite, one package at a time (each spreads over the cores).
const jestPackages = readdirSync(REPO_ROOT).filter((folder) =>
  existsSync(path.join(REPO_ROOT, folder, 'jest.config.cjs')),
);
await run(['exec', 'jest']);
await run([
  '-r',
  '--workspace-concurrency=1',
  '--filter',
  '!e2e',
  ...jestPackages.flatMap((folder) => ['--filter', `!./${folder}`]),
  'test',
]);
await run(['--filter', 'shared-ui', 'size']);
await run(['--filter', 'shared-ui', 'test:stories']);
await timed('releases', () => releaseAllApps(DEFAULT_ENV));
await run(['--filter', 'e2e', 'test']);
console.log(`pnpm test steps:\n${timings.map((line) => `  ${line}`).join('\n')}`);
