// Changing an environment's pointer: worked out with no lock held (the gate takes seconds), then
// written only if the pointer is still what it was read as (compare-and-swap), else worked out
// again on the new one. Deleting old releases holds the same lock, so a promote cannot make one
// live as it goes.
import { hostname, userInfo } from 'node:os';
import type { PointerChange } from './pointer-store.js';
import { InvalidPointerError, PromotionRefused, type ReleasePointer } from './release-pointer.js';
import { RELEASES_KEPT, type AppFolder } from './release-store.js';
import type { Releases } from './releases-context.js';

/** How many times a change is worked out again because another one landed first. */
const ATTEMPTS = 20;

/** Who is changing pointers: RELEASES_ACTOR (a CI's job), else this user at this host. */
export const actorFrom = (env: NodeJS.ProcessEnv = process.env) =>
  env.RELEASES_ACTOR?.trim() || `${userInfo().username}@${hostname()}`;

/** The history entries of a change: one per app whose live release it changes. */
function changesBetween(
  env: string,
  before: ReleasePointer,
  after: ReleasePointer,
  action: PointerChange['action'],
): PointerChange[] {
  const at = new Date().toISOString();
  const by = actorFrom();
  return (Object.keys(after) as AppFolder[])
    .filter((app) => after[app]!.live !== before[app]?.live)
    .map((app) => ({
      env,
      app,
      live: after[app]!.live,
      replaced: before[app]?.live ?? null,
      action,
      by,
      at,
    }));
}

export interface PointerUpdateOptions {
  action?: PointerChange['action'];
  /** Told when another change landed first and this one is worked out again. */
  onConflict?: () => void;
}

/**
 * Changes an environment's pointer: `change` gets the current pointer and returns the next (or
 * throws, leaving it as it was). The next pointer may name only releases that are stored whole,
 * checked under the lock as it is written.
 */
export async function updatePointer(
  { files, pointers }: Releases,
  env: string,
  change: (pointer: ReleasePointer) => ReleasePointer | Promise<ReleasePointer>,
  { action = 'promote', onConflict }: PointerUpdateOptions = {},
): Promise<ReleasePointer> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { pointer, version } = await pointers.read(env);
    const next = await change(pointer);
    const changes = changesBetween(env, pointer, next, action);
    const written = await pointers.withLock(async (locked) => {
      const missing: string[] = [];
      for (const { app, live } of changes) {
        if (!(await files.read(app, live))) missing.push(`${app} has no release ${live}`);
      }
      if (missing.length > 0) throw new PromotionRefused(missing);
      return locked.write(env, version, next, changes);
    });
    if (written) return next;
    onConflict?.();
  }
  throw new Error(`${env}'s pointer kept changing while this change was worked out; try again`);
}

/**
 * Every release id some environment's pointer names (live or for rollback); an InvalidPointerError
 * when a pointer cannot be read (then nothing may be deleted).
 */
async function pinnedReleases({ pointers }: Releases, app: AppFolder): Promise<Set<string>> {
  const pinned = new Set<string>();
  for (const env of await pointers.envNames()) {
    const entry = (await pointers.read(env)).pointer[app];
    if (entry) for (const id of [entry.live, ...entry.previous]) pinned.add(id);
  }
  return pinned;
}

/**
 * Deletes an app's releases beyond the newest RELEASES_KEPT, except those a pointer names. Deletes
 * nothing, and says why, when a pointer cannot be read: what it pins is then unknown.
 */
export async function deleteOldReleases(
  releases: Releases,
  app: AppFolder,
): Promise<{ deleted: string[] } | { kept: string }> {
  return releases.pointers.withLock(async () => {
    let pinned: Set<string>;
    try {
      pinned = await pinnedReleases(releases, app);
    } catch (error) {
      if (!(error instanceof InvalidPointerError)) throw error;
      return { kept: error.message };
    }
    const old = (await releases.files.list(app))
      .slice(RELEASES_KEPT)
      .filter(({ id }) => !pinned.has(id));
    for (const { id } of old) await releases.files.remove(app, id);
    return { deleted: old.map(({ id }) => id) };
  });
}
