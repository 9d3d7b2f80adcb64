// Releases for `pnpm build`, `pnpm start` and `pnpm test`: every app (or each one with no live
// release) built into a new release and promoted in an environment.
import { APPS } from '../apps.js';
import { buildRelease } from './build-release.js';
import { promote, promoteAll } from './promotion.js';
import type { ReleaseInfo } from './release-store.js';
import { releasesFromEnv, type Releases } from './releases-context.js';

/** Builds a release of every app, one at a time, then promotes them together, as one set. */
export async function releaseAllApps(
  env: string,
  releases: Releases = releasesFromEnv(),
): Promise<void> {
  const built: ReleaseInfo[] = [];
  for (const { packageName } of APPS) built.push(await buildRelease(releases, packageName));
  await promoteAll(releases, env, built);
}

/**
 * Makes every app live in `env` that is not: its newest release is promoted, or one is built first
 * when it has none. An app already live is left as it is.
 */
export async function releaseMissingApps(
  env: string,
  releases: Releases = releasesFromEnv(),
): Promise<void> {
  const { pointer } = await releases.pointers.read(env);
  for (const { packageName: app } of APPS.filter(({ packageName }) => !pointer[packageName])) {
    const release = (await releases.files.list(app))[0] ?? (await buildRelease(releases, app));
    await promote(releases, env, release.app, release.id);
    console.error(`${release.app} ${release.id} is live in ${env}`);
  }
}
