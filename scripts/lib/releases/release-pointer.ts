// An environment's pointer, `releases/<env>.json`: each app's live release and the ones live before
// it (for rollback). Changed only under a lock, and written whole by a rename, so concurrent
// promotes never lose an update and a reader never sees half a file.
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
import { isAppFolder, isReleaseId, type AppFolder } from './release-store.js';

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

/** A pointer file that is not one (hand-edited): what it is not, and where. */
export class InvalidPointerError extends Error {}

function parsePointer(text: string, file: string): ReleasePointer {
  const value: unknown = (() => {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new InvalidPointerError(`${file} is not JSON: ${(error as Error).message}`);
    }
  })();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const apps = Object.entries(value as Record<string, Partial<AppPointer>>).filter(
    ([app, entry]) =>
      isAppFolder(app) &&
      typeof entry?.live === 'string' &&
      isReleaseId(entry.live) &&
      Array.isArray(entry.previous),
  );
  return Object.fromEntries(
    apps.map(([app, entry]) => [
      app,
      { live: entry.live!, previous: entry.previous!.filter(isReleaseId).slice(0, PREVIOUS_KEPT) },
    ]),
  );
}

/** The pointer's text as it is on disk ('' when there is none): a reader compares it cheaply. */
export function readPointerText(dir: string, env: string): string {
  const file = pointerFile(dir, env);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export function readPointer(dir: string, env: string): ReleasePointer {
  const text = readPointerText(dir, env);
  return text ? parsePointer(text, pointerFile(dir, env)) : {};
}

/**
 * Changes an environment's pointer under its lock: `change` gets the current pointer and returns
 * the next (or throws, leaving it as it was). Waits for another change in progress.
 */
export async function updatePointer(
  dir: string,
  env: string,
  change: (pointer: ReleasePointer) => ReleasePointer | Promise<ReleasePointer>,
): Promise<ReleasePointer> {
  const file = pointerFile(dir, env);
  mkdirSync(dir, { recursive: true });
  const unlock = await lockfile.lock(file, {
    realpath: false,
    lockfilePath: `${file}.lock`,
    retries: { retries: 100, minTimeout: 20, maxTimeout: 250 },
  });
  try {
    const next = await change(readPointer(dir, env));
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
    renameSync(temporary, file);
    return next;
  } finally {
    await unlock();
  }
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

/** Every release id some environment's pointer names (live or for rollback). */
export function pinnedReleases(dir: string, app: AppFolder): Set<string> {
  return new Set(
    envNames(dir).flatMap((env) => {
      const entry = readPointer(dir, env)[app];
      return entry ? [entry.live, ...entry.previous] : [];
    }),
  );
}
