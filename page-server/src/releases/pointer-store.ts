// Where each environment's pointer is kept: a file per environment in the releases folder (local
// use, the default), or PostgreSQL (RELEASES_POINTER_URL), which any number of page servers and
// team CIs share. Both keep the same pointer and the same history, and change it the same way.
import type { ReleasePointer } from './release-pointer.js';
import type { AppFolder } from './release-store.js';

/** The store does not answer (a database or object store that is down): its message says which. */
export class StoreUnavailable extends Error {}

/** One change of an app's live release, as the history keeps it. */
export interface PointerChange {
  env: string;
  app: AppFolder;
  /** The release made live. */
  live: string;
  /** The release live before (null: none). */
  replaced: string | null;
  action: 'promote' | 'rollback';
  /** Who changed it: RELEASES_ACTOR, else the user and host that ran the command. */
  by: string;
  /** ISO time. */
  at: string;
}

/** A pointer as read, with what a write must find unchanged to land (compare-and-swap). */
export interface VersionedPointer {
  pointer: ReleasePointer;
  version: string;
}

/** What may be done holding the store's lock. */
export interface LockedPointers {
  /**
   * Writes `next` as env's pointer, and its changes to the history, if the pointer is still at
   * `version`; false (nothing written) when another change landed first.
   */
  write(
    env: string,
    version: string,
    next: ReleasePointer,
    changes: PointerChange[],
  ): Promise<boolean>;
}

/** An environment's pointer as a page server follows it. */
export interface FollowedPointer {
  /** The pointer now: an InvalidPointerError when what is stored is not one. */
  current(): Promise<ReleasePointer>;
  close(): Promise<void>;
}

export interface PointerStore {
  /** Says where the pointers are, for messages. */
  readonly description: string;
  /** An environment's pointer ({} when it has none); an InvalidPointerError when it is not one. */
  read(env: string): Promise<VersionedPointer>;
  /** The environments with a pointer. */
  envNames(): Promise<string[]>;
  /** Runs `work` holding the lock every pointer write and every deletion of old releases takes. */
  withLock<Result>(work: (locked: LockedPointers) => Promise<Result>): Promise<Result>;
  /** An environment's history of changes, the newest first. */
  history(env: string, limit?: number): Promise<PointerChange[]>;
  /** Follows an environment's pointer: each change is seen on the next `current()`. */
  follow(env: string): FollowedPointer;
  close(): Promise<void>;
}
