// The releases of each app: one folder per release (`releases/<app>/<id>/`), never written again
// once there, with a `release.json` saying what it is. docs/releases.md has the design.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, REPO_ROOT } from '../apps.js';

/** An app's folder name: `shell`, `mf-detail`, … */
export type AppFolder = (typeof APPS)[number]['packageName'];

export const APP_FOLDERS: readonly AppFolder[] = APPS.map((app) => app.packageName);

export const isAppFolder = (name: string): name is AppFolder =>
  (APP_FOLDERS as readonly string[]).includes(name);

/** `20261128-004512123-8804c34` (UTC build time to the millisecond, then the commit). */
const RELEASE_ID = /^\d{8}-\d{9}-[0-9a-z]+(-dirty)?$/;

export const isReleaseId = (id: string) => RELEASE_ID.test(id);

/** What `release.json` says of a release. */
export interface ReleaseInfo {
  id: string;
  app: AppFolder;
  /** ISO time. */
  builtAt: string;
  /** The git commit built (null outside a git checkout). */
  commit: string | null;
  /** The work tree had changes not committed. */
  dirty: boolean;
}

export const RELEASE_INFO_FILE = 'release.json';

/**
 * Where releases live: WATCHWHERE_RELEASES_DIR (a relative one from where the command was typed:
 * pnpm runs a package's script in its folder), else `releases/` in the workspace.
 */
export const releasesDirFrom = (env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(
    env.INIT_CWD ?? process.cwd(),
    env.WATCHWHERE_RELEASES_DIR?.trim() || path.join(REPO_ROOT, 'releases'),
  );

export const releaseFolder = (dir: string, app: AppFolder, id: string) => {
  if (!isReleaseId(id)) throw new Error(`"${id}" is not a release id`);
  return path.join(dir, app, id);
};

/** A release's own record, or null when there is no such release. */
export function readRelease(dir: string, app: AppFolder, id: string): ReleaseInfo | null {
  if (!isReleaseId(id)) return null;
  const file = path.join(releaseFolder(dir, app, id), RELEASE_INFO_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ReleaseInfo;
}

/** Every release of an app, newest first. */
export function listReleases(dir: string, app: AppFolder): ReleaseInfo[] {
  const appDir = path.join(dir, app);
  if (!existsSync(appDir)) return [];
  return readdirSync(appDir)
    .map((id) => readRelease(dir, app, id))
    .filter((release): release is ReleaseInfo => release !== null)
    .sort((a, b) => b.id.localeCompare(a.id));
}

/** How many releases of each app are kept besides those a pointer names. */
export const RELEASES_KEPT = 5;

/** Where each origin serves its app's releases: `/releases/<id>/…`. */
export const RELEASES_URL_PATH = '/releases/';

/** A release's folder URL path on its app's origin. */
export const releaseUrlPath = (id: string) => `${RELEASES_URL_PATH}${id}/`;
