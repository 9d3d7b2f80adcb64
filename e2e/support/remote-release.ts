import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/apps.js';
import { buildRelease } from '../../scripts/lib/releases/build-release.js';
import { promote } from '../../scripts/lib/releases/promotion.js';
import { DEFAULT_ENV, readPointer } from '../../scripts/lib/releases/release-pointer.js';
import {
  APP_FOLDERS,
  releaseFolder,
  releasesDirFrom,
  type AppFolder,
  type ReleaseInfo,
} from '../../scripts/lib/releases/release-store.js';

/** A piece of an app's source replaced for one release, as its team's next change would. */
export interface SourceChange {
  file: string;
  from: string;
  to: string;
}

/**
 * A releases folder of a test's own, holding the workspace's live release of every app, live in
 * its local environment: the test's releases and promotes change nothing else.
 */
export async function copyLiveReleases(dir: string): Promise<void> {
  const source = releasesDirFrom();
  const live = readPointer(source, DEFAULT_ENV);
  for (const app of APP_FOLDERS) {
    const id = live[app]?.live;
    if (!id) throw new Error(`${app} has no live release: run pnpm build`);
    cpSync(releaseFolder(source, app, id), releaseFolder(dir, app, id), { recursive: true });
    await promote(dir, DEFAULT_ENV, app, id);
  }
}

/** Builds a new release of an app into `dir`, with `change` made to its source for the build. */
export async function releaseWith(
  dir: string,
  app: AppFolder,
  change?: SourceChange,
): Promise<ReleaseInfo> {
  if (!change) return buildRelease(dir, app);
  const file = path.join(REPO_ROOT, app, change.file);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(change.from)) throw new Error(`${change.file} has no "${change.from}"`);
  try {
    writeFileSync(file, source.replace(change.from, change.to));
    return await buildRelease(dir, app);
  } finally {
    writeFileSync(file, source);
  }
}
