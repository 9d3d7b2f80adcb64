import { execFileSync, spawn } from 'node:child_process';
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

/** Runs webpack's production build of an app; its output is shown only when it fails. */
function runWebpack(packageDir: string, args: string[], releaseId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'webpack', '--mode', 'production', ...args], {
      cwd: packageDir,
      env: { ...process.env, WATCHWHERE_RELEASE: releaseId },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const why = signal ? `was stopped (${signal})` : `exited with ${code}`;
      reject(new Error(`webpack in ${packageDir} ${why}:\n${Buffer.concat(output).toString()}`));
    });
  });
}

/** The steps of a build, as progress reports name them. */
export type BuildStep = 'webpack (browser, server, types)' | 'types for the gate' | 'storing';

/**
 * Builds an app into a new release (browser and server builds, the types the gate reads,
 * `release.json`) and stores it, where it appears whole: the build goes to a staging folder that
 * the store publishes. Each build is its own webpack process (~1 GB and a core): `buildReleases`
 * runs as many side by side as there are cores.
 */
export async function buildRelease(
  { files }: Releases,
  app: AppFolder,
  onStep: (step: BuildStep) => void = () => {},
): Promise<ReleaseInfo> {
  const dir = files.dir;
  const packageDir = path.join(REPO_ROOT, app);
  const release = newRelease(app);
  removeAbandonedStaging(path.join(dir, '.staging'));
  const staging = path.join(dir, '.staging', `${app}-${release.id}-${process.pid}`);
  try {
    onStep('webpack (browser, server, types)');
    await runWebpack(
      packageDir,
      [
        '--env',
        `outputPath=${staging}`,
        ...(app === 'shell' ? ['--env', `publicPath=${releaseUrlPath(release.id)}`] : []),
      ],
      release.id,
    );
    onStep('types for the gate');
    if (app === 'shell') await writeShellContractTypes(staging);
    else unpackRemoteTypes(staging, packageDir);
    writeFileSync(path.join(staging, RELEASE_INFO_FILE), `${JSON.stringify(release, null, 2)}\n`);
    onStep('storing');
    await files.publish(app, release.id, staging);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return release;
}
