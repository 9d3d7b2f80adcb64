// Releases for `pnpm build`, `pnpm start` and `pnpm test`: every app (or each one with no live
// release) built into a new release and promoted in an environment.
import { APPS } from '../apps.js';
import { buildRelease } from './build-release.js';
import { promote, promoteAll } from './promotion.js';
import { readPointer } from './release-pointer.js';
import { listReleases, releasesDirFrom, type ReleaseInfo } from './release-store.js';

/** Builds a release of every app, one at a time, then promotes them together, as one set. */
export async function releaseAllApps(env: string, dir = releasesDirFrom()): Promise<void> {
  const built: ReleaseInfo[] = [];
  for (const { packageName } of APPS) built.push(await buildRelease(dir, packageName));
  await promoteAll(dir, env, built);
}

/**
 * Makes every app live in `env` that is not: its newest release is promoted, or one is built first
 * when it has none. An app already live is left as it is.
 */
export async function releaseMissingApps(env: string, dir = releasesDirFrom()): Promise<void> {
  const pointer = readPointer(dir, env);
  for (const { packageName: app } of APPS.filter(({ packageName }) => !pointer[packageName])) {
    const release = listReleases(dir, app)[0] ?? (await buildRelease(dir, app));
    await promote(dir, env, release.app, release.id);
    console.error(`${release.app} ${release.id} is live in ${env}`);
  }
}
