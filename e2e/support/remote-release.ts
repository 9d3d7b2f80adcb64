import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from 'page-server';
import {
  APP_FOLDERS,
  type AppFolder,
  buildReleases,
  DEFAULT_ENV,
  localReleases,
  promoteAll,
  releaseFolder,
  type ReleaseInfo,
  type Releases,
  releasesFromEnv,
} from 'page-server/releases';

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
export async function copyLiveReleases(dir: string): Promise<Releases> {
  const source = releasesFromEnv();
  const { pointer } = await source.pointers.read(DEFAULT_ENV);
  const copy = localReleases(dir);
  const live: { app: AppFolder; id: string }[] = [];
  for (const app of APP_FOLDERS) {
    const id = pointer[app]?.live;
    if (!id) throw new Error(`${app} has no live release: run pnpm build`);
    cpSync(await source.files.fetch(app, id), releaseFolder(dir, app, id), { recursive: true });
    live.push({ app, id });
  }
  await promoteAll(copy, DEFAULT_ENV, live);
  return copy;
}

/** What a release changes in an app's source: pieces replaced, and files added. */
export interface SourceChanges {
  replace?: SourceChange[];
  /** Path under the app's folder → content. */
  add?: Record<string, string>;
}

/**
 * Builds a new release of an app into `dir`, as its team's next release would: with `changes` made
 * to its source for the build, and put back after it.
 */
export async function releaseWith(
  releases: Releases,
  app: AppFolder,
  changes: SourceChanges = {},
): Promise<ReleaseInfo> {
  const originals = new Map<string, string>();
  const added = Object.keys(changes.add ?? {}).map((file) => path.join(REPO_ROOT, app, file));
  try {
    for (const change of changes.replace ?? []) {
      const file = path.join(REPO_ROOT, app, change.file);
      const source = originals.get(file) ?? readFileSync(file, 'utf8');
      originals.set(file, source);
      const current = readFileSync(file, 'utf8');
      if (!current.includes(change.from)) throw new Error(`${change.file} has no "${change.from}"`);
      writeFileSync(file, current.replace(change.from, change.to));
    }
    for (const [file, content] of Object.entries(changes.add ?? {})) {
      const target = path.join(REPO_ROOT, app, file);
      if (existsSync(target)) throw new Error(`${file} exists already`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
    return (await buildReleases(releases, [app]))[0]!;
  } finally {
    for (const [file, source] of originals) writeFileSync(file, source);
    for (const file of added) rmSync(file, { force: true });
  }
}
