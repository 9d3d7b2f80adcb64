import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../apps.js';
import {
  RELEASE_INFO_FILE,
  releaseUrlPath,
  type AppFolder,
  type ReleaseInfo,
} from './release-store.js';
import type { Releases } from './releases-context.js';
import { unpackRemoteTypes, writeShellContractTypes } from './release-types.js';

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** A new release's id and record: its build time (UTC, to the millisecond) and commit. */
export function newRelease(app: AppFolder, now = new Date()): ReleaseInfo {
  const commit = git(['rev-parse', '--short', 'HEAD']);
  const dirty = commit !== null && git(['status', '--porcelain']) !== '';
  const time = now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '');
  return {
    id: `${time.slice(0, 18)}-${commit ?? 'nogit'}${dirty ? '-dirty' : ''}`,
    app,
    builtAt: now.toISOString(),
    commit,
    dirty,
  };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Staging folders of builds whose process is gone (stopped with Ctrl-C): `<app>-<id>-<pid>`. */
function removeAbandonedStaging(staging: string): void {
  if (!existsSync(staging)) return;
  for (const name of readdirSync(staging)) {
    const pid = Number(/-(\d+)$/.exec(name)?.[1]);
    if (pid && !isRunning(pid)) rmSync(path.join(staging, name), { recursive: true, force: true });
  }
}

/**
 * Builds an app into a new release (browser and server builds, the types the gate reads,
 * `release.json`) and stores it, where it appears whole: the build goes to a staging folder that
 * the store publishes. One build at a time (each webpack takes ~0.5 GB and a core).
 */
export async function buildRelease({ files }: Releases, app: AppFolder): Promise<ReleaseInfo> {
  const dir = files.dir;
  const packageDir = path.join(REPO_ROOT, app);
  const release = newRelease(app);
  removeAbandonedStaging(path.join(dir, '.staging'));
  const staging = path.join(dir, '.staging', `${app}-${release.id}-${process.pid}`);
  const started = Date.now();
  try {
    execFileSync(
      'pnpm',
      [
        'exec',
        'webpack',
        '--mode',
        'production',
        '--env',
        `outputPath=${staging}`,
        ...(app === 'shell' ? ['--env', `publicPath=${releaseUrlPath(release.id)}`] : []),
      ],
      {
        cwd: packageDir,
        env: { ...process.env, WATCHWHERE_RELEASE: release.id },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (app === 'shell') await writeShellContractTypes(staging);
    else unpackRemoteTypes(staging, packageDir);
    writeFileSync(path.join(staging, RELEASE_INFO_FILE), `${JSON.stringify(release, null, 2)}\n`);
    await files.publish(app, release.id, staging);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.error(
    `${app} release ${release.id} built and stored in ${files.description} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return release;
}
