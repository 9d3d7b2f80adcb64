import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import type { ManifestReader } from '../remote-preloads.js';
import type { ReleaseSet } from './render-worker-protocol.js';

/** Where a remote's server build is: `server/remoteEntry.js` beside its browser manifest. */
export const serverEntryOf = (manifestUrl: string) =>
  new URL('server/remoteEntry.js', manifestUrl).href;

/**
 * The release set being served now: the shell's server build on disk and each remote whose
 * manifest answers, identified by what they are (a rebuilt app changes its files' hashes, so the
 * id). A remote whose manifest cannot be read is left out: its routes render in the browser. Null
 * when the shell has no server build. While the shell's file and every manifest read are the same
 * as last time, the last set is the answer (no hashing per page).
 */
export function liveReleaseSets(
  shellEntry: string,
  manifests: Record<string, string>,
  readManifest: ManifestReader,
): () => Promise<ReleaseSet | null> {
  let last: { parts: unknown[]; set: ReleaseSet } | undefined;
  return async () => {
    const shell = statSync(shellEntry, { throwIfNoEntry: false });
    if (!shell) return null;
    const read = await Promise.all(
      Object.entries(manifests).map(async ([name, url]) => ({
        name,
        url,
        manifest: await readManifest(url),
      })),
    );
    const parts = [shell.mtimeMs, shell.size, ...read.map(({ manifest }) => manifest)];
    if (last && parts.every((part, index) => part === last!.parts[index])) return last.set;
    const live = read.filter(({ manifest }) => manifest !== null);
    const id = createHash('sha256')
      .update(JSON.stringify([shellEntry, shell.mtimeMs, shell.size, live]))
      .digest('hex')
      .slice(0, 16);
    const set = {
      id,
      shellEntry,
      remotes: Object.fromEntries(live.map(({ name, url }) => [name, serverEntryOf(url)])),
    };
    last = { parts, set };
    return set;
  };
}
