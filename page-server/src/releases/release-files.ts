// Where release files are kept: a local folder (`releases/`, the default) or an object store.
// Everything that reads a release's files (the gate, the page server) reads them from a local
// folder laid out as `<dir>/<app>/<id>/`; a store that keeps them elsewhere fetches a release into
// that folder first. Releases never change once stored, so a fetched copy stays good.
import type { AppFolder, ReleaseInfo } from './release-store.js';

export interface ReleaseFiles {
  /** Says where the releases are, for messages (`releases/`, `s3://bucket/prefix`). */
  readonly description: string;
  /** The local folder releases are read from once fetched (`<dir>/<app>/<id>/`). */
  readonly dir: string;
  /** Every stored release of an app, newest first: only those stored whole. */
  list(app: AppFolder): Promise<ReleaseInfo[]>;
  /** A release's record, or null when no whole release has that id. */
  read(app: AppFolder, id: string): Promise<ReleaseInfo | null>;
  /** Makes a stored release's files present in `dir`; returns its folder there. */
  fetch(app: AppFolder, id: string): Promise<string>;
  /**
   * Stores a built release from `folder` (its `release.json` included): every file first, its
   * record last, so no reader sees half of it. The folder may be moved or left as it is.
   */
  publish(app: AppFolder, id: string, folder: string): Promise<void>;
  /** Deletes a release (its record first: a reader never finds a record without its files). */
  remove(app: AppFolder, id: string): Promise<void>;
  /**
   * The folder URL browsers load an app's releases from (`…/releases/<id>/` below it), or null
   * when this store's releases are served by the apps' own origins (local use).
   */
  publicOrigin(app: AppFolder): string | null;
}
