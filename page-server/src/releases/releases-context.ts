// The release store a command or page server works with: where release files are kept, and where
// each environment's pointer is. Local by default; shared storage when its settings are set.
import { localReleaseFiles } from './local-release-files.js';
import { filePointerStore } from './file-pointer-store.js';
import type { PointerStore } from './pointer-store.js';
import type { ReleaseFiles } from './release-files.js';
import { releasesDirFrom } from './release-store.js';

export interface Releases {
  files: ReleaseFiles;
  pointers: PointerStore;
}

/** Releases and pointers in one local folder, as `pnpm start` and the tests keep them. */
export const localReleases = (dir: string): Releases => ({
  files: localReleaseFiles(dir),
  pointers: filePointerStore(dir),
});

/** The store the environment's settings name; the local folder for what they do not. */
export function releasesFromEnv(env: NodeJS.ProcessEnv = process.env): Releases {
  return localReleases(releasesDirFrom(env));
}
