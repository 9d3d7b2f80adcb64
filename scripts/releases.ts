// `pnpm releases [<app>]`: each release with its build time, commit, where it is live and the
// compatibility gate's verdict in each environment. `--live`: the set the page server serves.
import { portOf, SHELL } from 'page-server';
import {
  type AppFolder,
  envNames,
  gateVerdicts,
  listReleases,
  readCommandLine,
  readPointer,
  runCommand,
  withLive,
} from 'page-server/releases';

const { apps, live, url, dir } = readCommandLine({
  usage: 'pnpm releases [<app>] [--live [--url <page server>]]',
  appRequired: false,
  rest: 0,
  options: ['live', 'url'],
});

async function showLive(pageServer: string) {
  const response = await fetch(new URL('/release-set.json', pageServer)).catch(() => undefined);
  if (!response?.ok) {
    console.error(`No page server answers at ${pageServer}`);
    process.exit(1);
  }
  console.log(JSON.stringify(await response.json(), null, 2));
}

/** Every release of the apps, with the gate's verdict in each environment (one check for all). */
function releaseRows(envs: string[]) {
  const pointers = envs.map((env) => ({ env, pointer: readPointer(dir, env) }));
  const rows = apps.flatMap((app) => listReleases(dir, app).map((release) => ({ app, release })));
  const proposals = rows.flatMap(({ app, release }) =>
    pointers.map(({ pointer }) => ({ pointer: withLive(pointer, app, release.id), app })),
  );
  const verdicts = gateVerdicts(dir, proposals);
  return rows.map(({ app, release }, row) => ({
    app,
    release,
    liveIn: pointers
      .filter(({ pointer }) => pointer[app]?.live === release.id)
      .map(({ env }) => env),
    refused: pointers
      .map(({ env }, index) => ({ env, problems: verdicts[row * pointers.length + index]! }))
      .filter(({ problems }) => problems.length > 0),
  }));
}

function describe({ release, liveIn, refused }: ReturnType<typeof releaseRows>[number]): string[] {
  const commit = release.commit
    ? `${release.commit}${release.dirty ? ' (uncommitted changes)' : ''}`
    : 'no git';
  const row = [
    release.id,
    release.builtAt,
    commit,
    liveIn.length > 0 ? `LIVE in ${liveIn.join(', ')}` : '',
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

await runCommand(async () => {
  if (live) return showLive(url ?? `http://localhost:${portOf(SHELL)}`);
  const rows = releaseRows(envNames(dir));
  for (const app of apps satisfies AppFolder[]) {
    const ofApp = rows.filter((row) => row.app === app);
    console.log(`${app}${ofApp.length === 0 ? ': no releases' : ''}`);
    for (const row of ofApp) console.log(describe(row).join('\n'));
  }
});
