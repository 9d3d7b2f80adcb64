// Preload hints for the remote page a page's render names, read from the mf-manifest.json of that
// remote's live release when the page is served: its remote entry and the page's own chunks all
// start with the HTML, instead of one after another once the shell has started. A
// promoted release gets its own files' hints (its manifest has its own URL), and the shell needs no
// release. Web-standard APIs (fetch, AbortSignal) and a plain-JS cache, for edge functions too.
import { LRUCache } from 'lru-cache';
import { REMOTE_ENTRY } from '../apps.js';
import type { LinkTag } from './shell-html.js';

/** The parts of a Module Federation manifest (`mf-manifest.json`) the hints read. */
interface RemoteManifest {
  /** `auto` (or none): files are relative to the manifest; else the URL they are served from. */
  metaData: { publicPath?: string };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** More chunks than any page of ours loads up front: such a manifest gives no hints at all. */
const MAX_PAGE_CHUNKS = 20;

/** A file's path relative to the manifest, inside its folder: `a.js`, `static/a.js`. */
const isRelativeFile = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/.test(value);

/** Where a manifest's files are: beside it (`auto`, as our builds say), or an http(s) folder. */
function filesBase(manifestUrl: string, publicPath: unknown): string | null {
  if (publicPath === undefined || publicPath === 'auto') return manifestUrl;
  if (typeof publicPath !== 'string' || !URL.canParse(publicPath)) return null;
  return /^https?:$/.test(new URL(publicPath).protocol) ? publicPath : null;
}

function isRemoteManifest(value: unknown): value is RemoteManifest {
  const manifest = value as Partial<RemoteManifest> | null;
  return (
    typeof manifest?.metaData === 'object' &&
    manifest.metaData !== null &&
    filesBase('https://any.example/', manifest?.metaData?.publicPath) !== null &&
    Array.isArray(manifest?.exposes) &&
    manifest.exposes.every(
      (expose) =>
        typeof expose?.name === 'string' &&
        Array.isArray(expose.assets?.js?.sync) &&
        expose.assets.js.sync.length <= MAX_PAGE_CHUNKS &&
        expose.assets.js.sync.every(isRelativeFile),
    )
  );
}

/**
 * The hints for one exposed page of a manifest, from where the browser will load them (script tags,
 * no CORS): the remote entry beside the manifest (start-remotes.ts: no manifest is fetched), and the
 * page's synchronous chunks beside it too (`publicPath: 'auto'`) or from its publicPath.
 */
export function remotePageHints(manifestUrl: string, manifest: RemoteManifest, expose: string) {
  const base = filesBase(manifestUrl, manifest.metaData.publicPath) ?? manifestUrl;
  const page = manifest.exposes.find((candidate) => candidate.name === expose);
  return [
    new URL(REMOTE_ENTRY, manifestUrl).href,
    ...(page?.assets.js.sync ?? []).map((file) => new URL(file, base).href),
  ].map((href) => ({ rel: 'preload', href, as: 'script' })) satisfies LinkTag[];
}

export interface ManifestReaderOptions {
  /** How long a read may take before the page goes out without these hints (default 300 ms). */
  timeoutMs?: number;
  /** How long a remote whose manifest could not be read gets no hints, nor waits (default 5 s). */
  retryAfterMs?: number;
  /**
   * How long a read manifest is used with no revalidation (default 1 s): a busy page server asks
   * each remote about once a second, not once per page, and a new build is live within that.
   */
  freshForMs?: number;
  fetch?: typeof fetch;
}

/**
 * Reads manifests, revalidating a read older than `freshForMs` with its ETag (a 304 reuses the last
 * copy); never throws.
 * Pages served at the same time share one read, and after a failed read (down, slow, not a
 * manifest) the remote's pages go out without hints, at once, for `retryAfterMs`.
 */
export function createManifestReader(options: ManifestReaderOptions = {}) {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 300;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const freshForMs = options.freshForMs ?? 1_000;
  // By manifest URL, a new one with each release: bounded, so a page server promoted any number of
  // times keeps only the recent ones.
  const known = new LRUCache<string, { etag: string; manifest: RemoteManifest }>({ max: 64 });
  const fresh = new LRUCache<string, { manifest: RemoteManifest; readAt: number }>({ max: 64 });
  const reading = new Map<string, Promise<RemoteManifest | null>>();
  const failedAt = new LRUCache<string, number>({ max: 64 });

  const read = async (url: string): Promise<RemoteManifest | null> => {
    const last = known.get(url);
    try {
      const response = await fetchFn(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: last ? { 'if-none-match': last.etag } : {},
      });
      if (response.status === 304 && last) return last.manifest;
      if (!response.ok) return null;
      const manifest: unknown = await response.json();
      if (!isRemoteManifest(manifest)) return null;
      const etag = response.headers.get('etag');
      if (etag) known.set(url, { etag, manifest });
      else known.delete(url);
      return manifest;
    } catch {
      return null;
    }
  };

  return async (url: string): Promise<RemoteManifest | null> => {
    const now = Date.now();
    const last = fresh.get(url);
    if (last && now - last.readAt < freshForMs) return last.manifest;
    if (now - (failedAt.get(url) ?? -Infinity) < retryAfterMs) return null;
    const pending = reading.get(url) ?? read(url);
    reading.set(url, pending);
    const manifest = await pending.finally(() => reading.delete(url));
    if (manifest) {
      failedAt.delete(url);
      fresh.set(url, { manifest, readAt: Date.now() });
    } else {
      fresh.delete(url);
      failedAt.set(url, Date.now());
    }
    return manifest;
  };
}

export type ManifestReader = ReturnType<typeof createManifestReader>;

/**
 * The hints for a remote page (as the render names it); none for a shell page, and null when the
 * remote's manifest cannot be read: its origin is down for the browser too.
 */
export async function remotePreloadsFor(
  remotePage: { name: string; expose: string } | null,
  remotes: Record<string, string>,
  readManifest: ManifestReader,
): Promise<LinkTag[] | null> {
  const manifestUrl = remotePage && remotes[remotePage.name];
  if (!remotePage || !manifestUrl) return [];
  const manifest = await readManifest(manifestUrl);
  return manifest ? remotePageHints(manifestUrl, manifest, remotePage.expose) : null;
}
