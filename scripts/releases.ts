// `pnpm releases [<app>]`: each release with its build time, commit, where it is live and the
// compatibility gate's verdict in each environment. `--live`: the set the page server serves.
import { portOf, SHELL } from './lib/apps.js';
import { readCommandLine } from './lib/releases/command-line.js';
import { gateProblems } from './lib/releases/compatibility-gate.js';
import { envNames, readPointer, withLive } from './lib/releases/release-pointer.js';
import { listReleases, type AppFolder, type ReleaseInfo } from './lib/releases/release-store.js';

const { apps, live, url, dir } = readCommandLine(
  'pnpm releases [<app>] [--live [--url <page server>]]',
  false,
);

async function showLive(pageServer: string) {
  const response = await fetch(new URL('/release-set.json', pageServer)).catch(() => undefined);
  if (!response?.ok) {
    console.error(`No page server answers at ${pageServer}`);
    process.exit(1);
  }
  console.log(JSON.stringify(await response.json(), null, 2));
}

function describe(app: AppFolder, release: ReleaseInfo, envs: string[]): string[] {
  const pointers = envs.map((env) => ({ env, pointer: readPointer(dir, env) }));
  const liveIn = pointers.filter(({ pointer }) => pointer[app]?.live === release.id);
  const verdicts = pointers.map(({ env, pointer }) => ({
    env,
    problems: gateProblems(dir, withLive(pointer, app, release.id), app),
  }));
  const refused = verdicts.filter(({ problems }) => problems.length > 0);
  const commit = release.commit
    ? `${release.commit}${release.dirty ? ' (uncommitted changes)' : ''}`
    : 'no git';
  const row = [
    release.id,
    release.builtAt,
    commit,
    liveIn.length > 0 ? `LIVE in ${liveIn.map(({ env }) => env).join(', ')}` : '',
    refused.length > 0
      ? `gate: refused in ${refused.map(({ env }) => env).join(', ')}`
      : 'gate: ok',
  ];
  return [
    `  ${row.filter(Boolean).join('  ')}`,
    ...refused.flatMap(({ env, problems }) =>
      problems.map((problem) => `      ${env}: ${problem}`),
    ),
  ];
}

if (live) {
  await showLive(url ?? `http://localhost:${portOf(SHELL)}`);
} else {
  const envs = envNames(dir);
  for (const app of apps) {
    const releases = listReleases(dir, app);
    console.log(`${app}${releases.length === 0 ? ': no releases' : ''}`);
    for (const release of releases) console.log(describe(app, release, envs).join('\n'));
  }
}
