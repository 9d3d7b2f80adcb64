// `pnpm releases [<app>]`: each release with its build time, commit, where it is live and the
// compatibility gate's verdict in each environment. `--live`: the set the page server serves.
// `--history`: who changed the environment's pointer, when, and from which release.
import { portOf, SHELL } from 'page-server';
import {
  type AppFolder,
  gateVerdictsOf,
  readCommandLine,
  runCommand,
  withLive,
} from 'page-server/releases';

const { apps, env, history, live, url, releases } = readCommandLine({
  usage: 'pnpm releases [<app>] [--live [--url <page server>]] [--history [--env <env>]]',
  appRequired: false,
  rest: 0,
  options: ['live', 'url', 'history', 'env'],
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
async function releaseRows(envs: string[]) {
  const read = await Promise.all(
    envs.map(async (env) => ({ env, pointer: (await releases.pointers.read(env)).pointer })),
  );
  // An environment whose pointer names releases this store lacks cannot be judged: it is named.
  const pointers: typeof read = [];
  for (const entry of read) {
    const named = Object.entries(entry.pointer) as [AppFolder, { live: string }][];
    const lacking = [];
    for (const [app, { live }] of named) {
      if (!(await releases.files.read(app, live))) lacking.push(`${app} ${live}`);
    }
    if (lacking.length === 0) pointers.push(entry);
    else
      console.error(
        `${entry.env}: not checked, its pointer names ${lacking.join(', ')}, not in ${releases.files.description}`,
      );
  }
  const listed = await Promise.all(apps.map((app) => releases.files.list(app)));
  const rows = apps.flatMap((app, index) => listed[index]!.map((release) => ({ app, release })));
  const proposals = rows.flatMap(({ app, release }) =>
    pointers.map(({ pointer }) => ({ pointer: withLive(pointer, app, release.id), app })),
  );
  const verdicts = await gateVerdictsOf(releases, proposals);
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

function describe({
  release,
  liveIn,
  refused,
}: Awaited<ReturnType<typeof releaseRows>>[number]): string[] {
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

/** The environment's pointer changes of the apps asked for, newest first. */
async function showHistory() {
  const changes = (await releases.pointers.history(env, 200)).filter(({ app }) =>
    apps.includes(app),
  );
  if (changes.length === 0) console.log(`${env}: no changes`);
  for (const change of changes) {
    const from = change.replaced ? ` (was ${change.replaced})` : '';
    console.log(
      `${change.at}  ${change.action}  ${change.app} ${change.live}${from}  by ${change.by}`,
    );
  }
}

await runCommand(releases, async () => {
  if (live) return showLive(url ?? `http://localhost:${portOf(SHELL)}`);
  if (history) return showHistory();
  const rows = await releaseRows(await releases.pointers.envNames());
  for (const app of apps satisfies AppFolder[]) {
    const ofApp = rows.filter((row) => row.app === app);
    console.log(`${app}${ofApp.length === 0 ? ': no releases' : ''}`);
    for (const row of ofApp) console.log(describe(row).join('\n'));
  }
});
