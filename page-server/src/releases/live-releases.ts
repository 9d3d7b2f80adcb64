// The release set an environment's pointer names, as the page server serves it: read again on each
// request (a promote is live on the next one), with each remote's manifest on its own origin.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_ENTRY, REMOTES } from '../apps.js';
import type { ReleaseSet } from '../render/render-worker-protocol.js';
import type { ManifestReader } from '../http/remote-preloads.js';
import { InvalidPointerError, readPointer, readPointerText } from './release-pointer.js';
import { readRelease, releaseFolder, releaseUrlPath, type AppFolder } from './release-store.js';

export interface LiveReleases {
  /** Changes whenever an app's live release does, or a remote's manifest starts or stops answering. */
  id: string;
  /** Each app's live release id, by folder (an app with none is absent). */
  ids: Partial<Record<AppFolder, string>>;
  /** The shell's live release folder (its template and server build); null when none is live. */
  shellFolder: string | null;
  /** Remote name → its live release's manifest URL (`/remotes.json`, the page's inline copy). */
  manifests: Record<string, string>;
  /** What the page server renders with; null without the shell's server build. */
  render: ReleaseSet | null;
}

export interface LiveReleasesOptions {
  dir: string;
  env: string;
  /** Remote name → the origin (or folder URL) serving its releases. */
  origins: Record<string, string>;
  readManifest: ManifestReader;
}

/** Where a remote's server build is: `server/remoteEntry.js` beside its browser manifest. */
export const serverEntryOf = (manifestUrl: string) =>
  new URL(`server/${REMOTE_ENTRY}`, manifestUrl).href;

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * Reads the live set for each request; the pointer file is parsed again only when it changed. A
 * pointer that cannot be read, or names a shell release that is not there (hand-edited), leaves
 * the last set live, and is logged.
 */
export function liveReleasesReader(options: LiveReleasesOptions): () => Promise<LiveReleases> {
  let parsed: { text: string; ids: LiveReleases['ids'] } | undefined;
  const idsNow = () => {
    const text = readPointerText(options.dir, options.env);
    if (parsed?.text === text) return parsed.ids;
    try {
      const pointer = readPointer(options.dir, options.env);
      const shell = pointer.shell?.live;
      if (shell && !readRelease(options.dir, 'shell', shell)) {
        throw new InvalidPointerError(
          `${options.env}'s pointer names shell ${shell}, which is not there`,
        );
      }
      const ids = Object.fromEntries(
        Object.entries(pointer).map(([app, entry]) => [app, entry.live]),
      ) as LiveReleases['ids'];
      parsed = { text, ids };
    } catch (error) {
      if (!(error instanceof InvalidPointerError)) throw error;
      console.error(`Page server: ${error.message}; the last release set stays live`);
      parsed = { text, ids: parsed?.ids ?? {} };
    }
    return parsed.ids;
  };
  /** The set for ids and the remotes whose manifests answer: made once per change of either. */
  let last: { key: string; set: LiveReleases } | undefined;
  const setOf = (
    ids: LiveReleases['ids'],
    manifests: Record<string, string>,
    readable: string[],
  ) => {
    const key = JSON.stringify([ids, readable]);
    if (last?.key === key) return last.set;
    const shellFolder = ids.shell ? releaseFolder(options.dir, 'shell', ids.shell) : null;
    const shellEntry = shellFolder && path.join(shellFolder, 'server', 'render-page.js');
    const id = hashOf(key);
    const set: LiveReleases = {
      id,
      ids,
      shellFolder,
      manifests,
      render:
        shellEntry && existsSync(shellEntry)
          ? {
              id,
              shellEntry,
              // A remote whose manifest cannot be read is left out: its routes render in the browser.
              remotes: Object.fromEntries(
                readable.map((name) => [name, serverEntryOf(manifests[name]!)]),
              ),
            }
          : null,
    };
    last = { key, set };
    return set;
  };
  let manifestsOf: { ids: LiveReleases['ids']; manifests: Record<string, string> } | undefined;
  return async () => {
    const ids = idsNow();
    if (manifestsOf?.ids !== ids) {
      const manifests = Object.fromEntries(
        REMOTES.flatMap(({ packageName, name }) => {
          const id = ids[packageName];
          const origin = options.origins[name];
          return id && origin
            ? [[name, new URL(`.${releaseUrlPath(id)}mf-manifest.json`, origin).href]]
            : [];
        }),
      );
      manifestsOf = { ids, manifests };
    }
    const { manifests } = manifestsOf;
    const answering = await Promise.all(
      Object.entries(manifests).map(async ([name, url]) =>
        (await options.readManifest(url)) ? [name] : [],
      ),
    );
    return setOf(ids, manifests, answering.flat());
  };
}
