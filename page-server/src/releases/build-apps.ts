// Releases for `pnpm build`, `pnpm start`, `pnpm release` and `pnpm test`: apps built into new
// releases side by side, one per core, and promoted in an environment.
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { APPS } from '../apps.js';
import { BuildProgress } from './build-progress.js';
import { buildRelease } from './build-release.js';
import { promoteAll } from './promotion.js';
import type { AppFolder, ReleaseInfo } from './release-store.js';
import { releasesFromEnv, type Releases } from './releases-context.js';

/** Builds side by side: one per core, as each webpack keeps a core busy (and takes ~1 GB). */
const BUILDS_AT_ONCE = Math.max(1, Math.min(availableParallelism(), 4));

/**
 * Builds a new release of each app, reporting progress as it goes. When one build fails, those
 * not started are dropped and those running are awaited (no webpack outlives the command), then
 * the failure is thrown.
 */
export async function buildReleases(
  releases: Releases,
  apps: readonly AppFolder[],
): Promise<ReleaseInfo[]> {
  if (apps.length === 0) return [];
  const concurrency = Math.min(BUILDS_AT_ONCE, apps.length);
  const limit = pLimit(concurrency);
  const progress = new BuildProgress(apps, concurrency, releases.files.description);
  const buildOne = async (app: AppFolder) => {
    const started = Date.now();
    const release = await buildRelease(releases, app, (step) => progress.step(app, step));
    progress.done(app, release, Date.now() - started);
    return release;
  };
  const builds = apps.map((app) =>
    limit(() => buildOne(app)).catch((error: unknown) => {
      limit.clearQueue();
      throw error;
    }),
  );
  try {
    const outcomes = await Promise.allSettled(builds);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<ReleaseInfo>).value);
  } finally {
    progress.stop();
  }
}

/** Builds a release of every app, then promotes them together, as one set. */
export async function releaseAllApps(
  env: string,
  releases: Releases = releasesFromEnv(),
): Promise<void> {
  const built = await buildReleases(
    releases,
    APPS.map(({ packageName }) => packageName),
  );
  await promoteAll(releases, env, built);
}

/**
 * Makes every app live in `env` that is not: its newest release, or one built first when it has
 * none, promoted with the others as one set. An app already live is left as it is.
 */
export async function releaseMissingApps(
  env: string,
  releases: Releases = releasesFromEnv(),
): Promise<void> {
  const { pointer } = await releases.pointers.read(env);
  const missing = APPS.map(({ packageName }) => packageName).filter((app) => !pointer[app]);
  const stored = await Promise.all(
    missing.map(async (app) => (await releases.files.list(app))[0] ?? null),
  );
  const built = await buildReleases(
    releases,
    missing.filter((_, index) => !stored[index]),
  );
  // One change, gated as the set it makes: one type check of every pair, not one per app.
  const live = missing.map((app, index) => stored[index] ?? built.find((one) => one.app === app)!);
  if (live.length === 0) return;
  await promoteAll(releases, env, live);
  for (const { app, id } of live) console.error(`${app} ${id} is live in ${env}`);
}
