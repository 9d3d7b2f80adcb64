// Preload hints for the remote page a path renders, read from that remote's current
// mf-manifest.json when the page is served: its manifest, remote entry and the page's own chunks
// all start with the HTML, instead of one after another once the shell has started. A redeployed
// remote's next page gets its new files' hints (each read revalidates the manifest), and the shell
// needs no rebuild. Web-standard APIs only (fetch, AbortSignal), for edge functions too.
import remotePages from '../../shell/src/app/remote-pages.json' with { type: 'json' };
import type { LinkTag } from './shell-html.js';

/** The parts of a Module Federation manifest (`mf-manifest.json`) the hints read. */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** A path relative to the manifest, inside its folder: `a.js`, `static/a.js` (or '' for none). */
const isRelativeFile = (value: unknown): value is string =>
  typeof value === 'string' && /^([\w-][\w.-]*(\/[\w-][\w.-]*)*\/?)?$/.test(value);

function isRemoteManifest(value: unknown): value is RemoteManifest {
  const manifest = value as Partial<RemoteManifest> | null;
  const entry = manifest?.metaData?.remoteEntry;
  return (
    isRelativeFile(entry?.name) &&
    isRelativeFile(entry?.path) &&
    Array.isArray(manifest?.exposes) &&
    manifest.exposes.every(
      (expose) =>
        typeof expose?.name === 'string' &&
        Array.isArray(expose.assets?.js?.sync) &&
        expose.assets.js.sync.every(isRelativeFile),
    )
  );
}

/** The remote and exposed page a path renders, as the shell's router matches it. */
export function remotePageOfPath(pathname: string) {
  return remotePages.find(({ path }) => {
    const pattern = path.replace(/:[^/]+/g, '[^/]+');
    return new RegExp(`^${pattern}/?$`, 'i').test(pathname);
  });
}

/**
 * The hints for one exposed page of a manifest: the manifest itself (fetched by the federation
 * runtime, CORS), the remote entry and the page's synchronous chunks (script tags, no CORS). The
 * manifest's files are relative to its own URL (`publicPath: 'auto'`).
 */
export function remotePageHints(manifestUrl: string, manifest: RemoteManifest, expose: string) {
  const fileUrl = (file: string) => new URL(file, manifestUrl).href;
  const { name, path } = manifest.metaData.remoteEntry;
  const page = manifest.exposes.find((candidate) => candidate.name === expose);
  const scripts = [
    `${path ? `${path.replace(/\/$/, '')}/` : ''}${name}`,
    ...(page?.assets.js.sync ?? []),
  ];
  return [
    { rel: 'preload', href: manifestUrl, as: 'fetch', crossorigin: 'anonymous' },
    ...scripts.map((file) => ({ rel: 'preload', href: fileUrl(file), as: 'script' })),
  ] satisfies LinkTag[];
}

export interface ManifestReaderOptions {
  /** How long a read may take before the page goes out without these hints (default 300 ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Reads manifests, revalidating each read with its ETag (a 304 reuses the last copy); never throws. */
export function createManifestReader(options: ManifestReaderOptions = {}) {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 300;
  const known = new Map<string, { etag: string; manifest: RemoteManifest }>();
  return async (url: string): Promise<RemoteManifest | null> => {
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
}

export type ManifestReader = ReturnType<typeof createManifestReader>;

/** The hints for the remote page a path renders; none for a shell page or an unreadable manifest. */
export async function remotePreloadsFor(
  pathname: string,
  remotes: Record<string, string>,
  readManifest: ManifestReader,
): Promise<LinkTag[]> {
  const page = remotePageOfPath(pathname);
  const manifestUrl = page && remotes[page.remote];
  if (!page || !manifestUrl) return [];
  const manifest = await readManifest(manifestUrl);
  return manifest ? remotePageHints(manifestUrl, manifest, page.expose) : [];
}
