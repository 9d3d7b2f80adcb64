// The release set an environment's pointer names, as the page server serves it: the pointer as
// its store follows it (a promote is live on the next request), with each remote's manifest on its
// origin, and the shell's release fetched to this machine before it goes live here.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_ENTRY, REMOTES } from '../apps.js';
import type { ReleaseSet } from '../render/render-worker-protocol.js';
import type { ManifestReader } from '../http/remote-preloads.js';
import type { ReleasePointer } from './release-pointer.js';
import { releaseFolder, releaseUrlPath, type AppFolder } from './release-store.js';
import type { Releases } from './releases-context.js';

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
  releases: Releases;
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

/** The live set, read for each request; `close` stops following the pointer. */
export type LiveReleasesReader = (() => Promise<LiveReleases>) & { close(): Promise<void> };

/**
 * Reads the live set for each request. A pointer that cannot be read, names a shell release that
 * is not there, or whose shell release cannot be fetched, leaves the last set live, and is logged
 * once.
 */
export function liveReleasesReader(options: LiveReleasesOptions): LiveReleasesReader {
  const { files, pointers } = options.releases;
  const followed = pointers.follow(options.env);
  let good: { pointer: ReleasePointer; ids: LiveReleases['ids'] } | undefined;
  let lastProblem: string | undefined;
  const keepLastSet = (problem: string) => {
    if (problem !== lastProblem) {
      const outcome = good ? 'the last release set stays live' : 'no release set is live yet';
      console.error(`Page server: ${problem}; ${outcome}`);
    }
    lastProblem = problem;
    return good?.ids ?? {};
  };
  const idsNow = async (): Promise<LiveReleases['ids']> => {
    let pointer: ReleasePointer;
    try {
      pointer = await followed.current();
    } catch (error) {
      return keepLastSet((error as Error).message);
    }
    if (good?.pointer === pointer) return good.ids;
    const shell = pointer.shell?.live;
    try {
      if (shell) await files.fetch('shell', shell);
    } catch (error) {
      return keepLastSet(
        `${options.env}'s pointer names shell ${shell}, which cannot be had: ${(error as Error).message}`,
      );
    }
    const ids = Object.fromEntries(
      Object.entries(pointer).map(([app, entry]) => [app, entry.live]),
    ) as LiveReleases['ids'];
    // A remote release the store lacks would have every page name files that are not there.
    for (const [app, id] of Object.entries(ids) as [AppFolder, string][]) {
      if (app !== 'shell' && !(await files.read(app, id).catch(() => null))) {
        return keepLastSet(
          `${options.env}'s pointer names ${app} ${id}, which is not in ${files.description}`,
        );
      }
    }
    good = { pointer, ids };
    lastProblem = undefined;
    return ids;
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
    const shellFolder = ids.shell ? releaseFolder(files.dir, 'shell', ids.shell) : null;
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
  const read = async () => {
    const ids = await idsNow();
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
  return Object.assign(read, { close: () => followed.close() });
}
