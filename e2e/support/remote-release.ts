import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/apps.js';

/** Builds a remote again, as its team's pipeline would, with a new release id, into `outputPath`. */
export function buildRemoteRelease(packageName: string, release: string, outputPath: string) {
  execFileSync(
    'pnpm',
    [
      '--filter',
      packageName,
      'exec',
      'webpack',
      '--mode',
      'production',
      '--env',
      `outputPath=${outputPath}`,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, WATCHWHERE_RELEASE: release }, stdio: 'ignore' },
  );
}

/**
 * Builds a remote with one piece of its source replaced, as its team's next release would: the
 * source is put back after the build.
 */
export function buildRemoteReleaseWith(
  packageName: string,
  release: string,
  outputPath: string,
  change: { file: string; from: string; to: string },
) {
  const file = path.join(REPO_ROOT, packageName, change.file);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(change.from)) throw new Error(`${change.file} has no "${change.from}"`);
  try {
    writeFileSync(file, source.replace(change.from, change.to));
    buildRemoteRelease(packageName, release, outputPath);
  } finally {
    writeFileSync(file, source);
  }
}

/** Deploys a build over a served remote: its files replace the old ones, which are gone. */
export function deployRelease(build: string, deployed: string) {
  rmSync(deployed, { recursive: true });
  cpSync(build, deployed, { recursive: true });
}

/** The scripts a remote's manifest lists for one of its exposed pages. */
export function exposedPageScripts(build: string, expose: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const { js } = manifest.exposes.find(({ name }) => name === expose)!.assets;
  return [...js.sync, ...js.async].sort();
}
