// An environment's pointer: each app's live release and the ones live before it (for rollback).
// What a pointer is, whichever store keeps it (pointer-store.ts).
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

/** A change the gate or the store refused: its lines say why; the pointer is as it was. */
export class PromotionRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'PromotionRefused';
  }
}

/** A stored pointer that is not one (hand-edited): what is wrong, and where. */
export class InvalidPointerError extends Error {}

export const isEnvName = (env: string) => ENV_NAME.test(env);

/** `env`, or an InvalidEnvError: an environment's name is also a file name and a table key. */
export function checkEnvName(env: string): string {
  if (!isEnvName(env)) {
    throw new InvalidEnvError(
      `"${env}" is not an environment name (lower-case letters, digits, -)`,
    );
  }
  return env;
}

const isAppPointer = (entry: unknown): entry is AppPointer => {
  const candidate = entry as Partial<AppPointer> | null;
  return (
    typeof candidate?.live === 'string' &&
    isReleaseId(candidate.live) &&
    Array.isArray(candidate.previous) &&
    candidate.previous.every((id) => typeof id === 'string' && isReleaseId(id))
  );
};

/** The pointer `value` is, or an InvalidPointerError naming what is wrong: nothing is dropped. */
export function pointerFrom(value: unknown, where: string): ReleasePointer {
  const invalid = (what: string) => new InvalidPointerError(`${where} is not a pointer: ${what}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('not an object of app → { live, previous }');
  }
  for (const [app, entry] of Object.entries(value)) {
    if (!isAppFolder(app)) throw invalid(`"${app}" is not an app`);
    if (!isAppPointer(entry)) {
      throw invalid(`${app} needs a release id as live and a list as previous`);
    }
  }
  return value as ReleasePointer;
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
