// An environment's pointer, `releases/<env>.json`: each app's live release and the ones live before
// it (for rollback). A change is worked out with no lock held (the gate takes seconds), then
// written only if the pointer is still what it was read as, under a lock held for that moment, and
// by a rename: concurrent promotes never lose an update and a reader never sees half a file.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import {
  isAppFolder,
  isReleaseId,
  pruneReleases,
  readRelease,
  type AppFolder,
} from './release-store.js';

export interface AppPointer {
  live: string;
  /** The releases live before, the most recent first. */
  previous: string[];
}

export type ReleasePointer = Partial<Record<AppFolder, AppPointer>>;

/** How many earlier releases a pointer remembers for rollbacks. */
export const PREVIOUS_KEPT = 4;

export const DEFAULT_ENV = 'local';

const ENV_NAME = /^[a-z][a-z0-9-]{0,31}$/;

export class InvalidEnvError extends Error {}

/** A change the gate or the store refused: its lines say why; the pointer is as it was. */
export class PromotionRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'PromotionRefused';
  }
}

export function pointerFile(dir: string, env: string): string {
  if (!ENV_NAME.test(env)) {
    throw new InvalidEnvError(
      `"${env}" is not an environment name (lower-case letters, digits, -)`,
    );
  }
  return path.join(dir, `${env}.json`);
}

/** The environments with a pointer. */
export const envNames = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
        .filter((env) => ENV_NAME.test(env))
        .sort()
    : [];

/** A pointer file that is not one (hand-edited): what is wrong, and where. */
export class InvalidPointerError extends Error {}

const isAppPointer = (entry: unknown): entry is AppPointer => {
  const candidate = entry as Partial<AppPointer> | null;
  return (
    typeof candidate?.live === 'string' &&
    isReleaseId(candidate.live) &&
    Array.isArray(candidate.previous) &&
    candidate.previous.every((id) => typeof id === 'string' && isReleaseId(id))
  );
};

/** The pointer a file's text says, or an InvalidPointerError naming what is wrong: nothing is dropped. */
function parsePointer(text: string, file: string): ReleasePointer {
  const invalid = (what: string) => new InvalidPointerError(`${file} is not a pointer: ${what}`);
  const value: unknown = (() => {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw invalid(`not JSON (${(error as Error).message})`);
    }
  })();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('not an object of app → { live, previous }');
  }
  for (const [app, entry] of Object.entries(value)) {
    if (!isAppFolder(app)) throw invalid(`"${app}" is not an app`);
    if (!isAppPointer(entry))
      throw invalid(`${app} needs a release id as live and a list as previous`);
  }
  return value as ReleasePointer;
}

/** The pointer's text as it is on disk ('' when there is none): a reader compares it cheaply. */
export function readPointerText(dir: string, env: string): string {
  const file = pointerFile(dir, env);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** An environment's pointer ({} when it has none); an InvalidPointerError when it is not one. */
export function readPointer(dir: string, env: string): ReleasePointer {
  const file = pointerFile(dir, env);
  return existsSync(file) ? parsePointer(readFileSync(file, 'utf8'), file) : {};
}

/**
 * Runs `work` holding the releases folder's lock: every pointer write and every deletion of old
 * releases, each a moment's work, so none sees the other half done.
 */
export async function withReleasesLock<Result>(dir: string, work: () => Result): Promise<Result> {
  mkdirSync(dir, { recursive: true });
  const unlock = await lockfile.lock(dir, {
    realpath: false,
    lockfilePath: path.join(dir, '.lock'),
    retries: { retries: 200, minTimeout: 10, maxTimeout: 200 },
  });
  try {
    return work();
  } finally {
    await unlock();
  }
}

/** How many times a change is worked out again because another one landed first. */
const ATTEMPTS = 20;

/**
 * Changes an environment's pointer: `change` gets the current pointer and returns the next (or
 * throws, leaving it as it was). It runs with no lock held; the result is written only if the
 * pointer is still the one `change` saw, else `change` runs again on the new one. The next pointer
 * may name only releases that exist, checked as it is written.
 */
export async function updatePointer(
  dir: string,
  env: string,
  change: (pointer: ReleasePointer) => ReleasePointer | Promise<ReleasePointer>,
): Promise<ReleasePointer> {
  const file = pointerFile(dir, env);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const seen = readPointerText(dir, env);
    const next = await change(readPointer(dir, env));
    const written = await withReleasesLock(dir, () => {
      if (readPointerText(dir, env) !== seen) return false;
      const missing = Object.entries(next).filter(
        ([app, entry]) => !readRelease(dir, app as AppFolder, entry.live),
      );
      if (missing.length > 0) {
        throw new PromotionRefused(
          missing.map(([app, { live }]) => `${app} has no release ${live}`),
        );
      }
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
      renameSync(temporary, file);
      return true;
    });
    if (written) return next;
  }
  throw new Error(`${file} kept changing while this change was worked out; try again`);
}

/** `pointer` with `id` live for `app`, the release live before it remembered first. */
export function withLive(pointer: ReleasePointer, app: AppFolder, id: string): ReleasePointer {
  const current = pointer[app];
  if (current?.live === id) return pointer;
  const previous = current
    ? [current.live, ...current.previous.filter((old) => old !== id)].slice(0, PREVIOUS_KEPT)
    : [];
  return { ...pointer, [app]: { live: id, previous } };
}

/**
 * Every release id some environment's pointer names (live or for rollback); an InvalidPointerError
 * when a pointer cannot be read (then nothing may be deleted).
 */
export function pinnedReleases(dir: string, app: AppFolder): Set<string> {
  return new Set(
    envNames(dir).flatMap((env) => {
      const entry = readPointer(dir, env)[app];
      return entry ? [entry.live, ...entry.previous] : [];
    }),
  );
}

/**
 * Deletes an app's old releases (`pruneReleases`) under the releases lock, so a promote cannot make
 * one live as it goes. Deletes nothing, and says why, when a pointer cannot be read: what it pins
 * is then unknown.
 */
export async function deleteOldReleases(
  dir: string,
  app: AppFolder,
): Promise<{ deleted: string[] } | { kept: string }> {
  return withReleasesLock(dir, () => {
    try {
      return { deleted: pruneReleases(dir, app, pinnedReleases(dir, app)) };
    } catch (error) {
      if (!(error instanceof InvalidPointerError)) throw error;
      return { kept: error.message };
    }
  });
}
