// What `pnpm releases` prints: every release of some apps, where each is live, the gate's verdict
// in each environment (one check for all), and an environment's pointer history.
import { gateVerdictsOf } from './promotion.js';
import { InvalidPointerError, withLive, type ReleasePointer } from './release-pointer.js';
import type { AppFolder, ReleaseInfo } from './release-store.js';
import type { Releases } from './releases-context.js';

interface ReleaseRow {
  app: AppFolder;
  release: ReleaseInfo;
  liveIn: string[];
  refused: { env: string; problems: string[] }[];
}

/**
 * The environments' pointers the store can judge. One naming releases this store lacks (a pointer
 * database two buckets share, a hand-edited row) is named in `unjudged` instead.
 */
async function judgedPointers({ files, pointers }: Releases) {
  const judged: { env: string; pointer: ReleasePointer }[] = [];
  const unjudged: string[] = [];
  for (const env of await pointers.envNames()) {
    let pointer: ReleasePointer;
    try {
      pointer = (await pointers.read(env)).pointer;
    } catch (error) {
      if (!(error instanceof InvalidPointerError)) throw error;
      unjudged.push(`${env}: not checked, ${error.message}`);
      continue;
    }
    const lacking: string[] = [];
    for (const [app, entry] of Object.entries(pointer) as [AppFolder, { live: string }][]) {
      if (!(await files.read(app, entry.live))) lacking.push(`${app} ${entry.live}`);
    }
    if (lacking.length === 0) judged.push({ env, pointer });
    else {
      unjudged.push(
        `${env}: not checked, its pointer names ${lacking.join(', ')}, not in ${files.description}`,
      );
    }
  }
  return { judged, unjudged };
}

async function releaseRows(releases: Releases, apps: AppFolder[]) {
  const { judged, unjudged } = await judgedPointers(releases);
  const listed = await Promise.all(apps.map((app) => releases.files.list(app)));
  const rows = apps.flatMap((app, index) => listed[index]!.map((release) => ({ app, release })));
  const proposals = rows.flatMap(({ app, release }) =>
    judged.map(({ pointer }) => ({ pointer: withLive(pointer, app, release.id), app })),
  );
  const verdicts = await gateVerdictsOf(releases, proposals);
  const described: ReleaseRow[] = rows.map(({ app, release }, row) => ({
    app,
    release,
    liveIn: judged.filter(({ pointer }) => pointer[app]?.live === release.id).map(({ env }) => env),
    refused: judged
      .map(({ env }, index) => ({ env, problems: verdicts[row * judged.length + index]! }))
      .filter(({ problems }) => problems.length > 0),
  }));
  return { rows: described, unjudged };
}

function describe({ release, liveIn, refused }: ReleaseRow): string[] {
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

/** The listing's lines: per app, each release; first, the environments not judged (stderr). */
export async function releaseListing(releases: Releases, apps: AppFolder[]) {
  const { rows, unjudged } = await releaseRows(releases, apps);
  const lines = apps.flatMap((app) => {
    const ofApp = rows.filter((row) => row.app === app);
    return [`${app}${ofApp.length === 0 ? ': no releases' : ''}`, ...ofApp.flatMap(describe)];
  });
  return { lines, unjudged };
}

/** An environment's pointer changes of some apps, newest first, a line each. */
export async function historyLines(releases: Releases, env: string, apps: AppFolder[]) {
  const changes = (await releases.pointers.history(env, 200)).filter(({ app }) =>
    apps.includes(app),
  );
  if (changes.length === 0) return [`${env}: no changes`];
  return changes.map((change) => {
    const from = change.replaced ? ` (was ${change.replaced})` : '';
    return `${change.at}  ${change.action}  ${change.app} ${change.live}${from}  by ${change.by}`;
  });
}
