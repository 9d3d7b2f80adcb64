// Releases for `pnpm build`, `pnpm start` and `pnpm test`: every app (or each one with no live
// release) built into a new release and promoted in an environment.
import { APPS } from './apps.js';
import { buildRelease } from './releases/build-release.js';
import { promote } from './releases/promotion.js';
import { readPointer } from './releases/release-pointer.js';
import { listReleases, releasesDirFrom, type AppFolder } from './releases/release-store.js';

/** Builds a release of every app, then promotes them all (the gate runs on each). */
export async function releaseAllApps(env: string, dir = releasesDirFrom()): Promise<void> {
  const built = APPS.map(({ packageName }) => buildRelease(dir, packageName));
  for (const release of built) await promote(dir, env, release.app, release.id);
}

/**
 * Makes every app live in `env` that is not: its newest release is promoted, or one is built first
 * when it has none. An app already live is left as it is.
 */
export async function releaseMissingApps(env: string, dir = releasesDirFrom()): Promise<void> {
  const pointer = readPointer(dir, env);
  const missing = APPS.map(({ packageName }) => packageName).filter((app) => !pointer[app]);
  const ready = missing.map(
    (app: AppFolder) => listReleases(dir, app)[0] ?? buildRelease(dir, app),
  );
  for (const release of ready) {
    await promote(dir, env, release.app, release.id);
    console.error(`${release.app} ${release.id} is live in ${env}`);
  }
}
