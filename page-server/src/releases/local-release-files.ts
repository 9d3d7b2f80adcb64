// Releases in a local folder (`releases/`, or WATCHWHERE_RELEASES_DIR): read where they are, and
// served by the apps' own origins.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseFiles } from './release-files.js';
import { listReleases, readRelease, releaseFolder } from './release-store.js';

export function localReleaseFiles(dir: string): ReleaseFiles {
  return {
    description: dir,
    dir,
    list: async (app) => listReleases(dir, app),
    read: async (app, id) => readRelease(dir, app, id),
    async fetch(app, id) {
      if (!readRelease(dir, app, id)) throw new Error(`${app} has no release ${id} in ${dir}`);
      return releaseFolder(dir, app, id);
    },
    async publish(app, id, folder) {
      const target = releaseFolder(dir, app, id);
      if (path.resolve(folder) === target) return;
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(folder, target);
    },
    async remove(app, id) {
      const folder = releaseFolder(dir, app, id);
      if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
    },
    publicOrigin: () => null,
  };
}
