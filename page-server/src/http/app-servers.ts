import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { portOf, REMOTES, SHELL, type AppDefinition } from '../apps.js';
import {
  createOperations,
  REQUEST_ID_HEADER,
  withInternalToken,
  type Operations,
} from 'observability';
import { createPageRenderer } from '../render/page-renderer.js';
import type { WorkerHeap } from '../render/render-worker-protocol.js';
import { liveReleasesReader, type LiveReleases } from '../releases/live-releases.js';
import { RELEASES_URL_PATH } from '../releases/release-store.js';
import { releasesFromEnv, type Releases } from '../releases/releases-context.js';
import { contentSecurityPolicyFor, imageBaseUrlFromEnv } from './content-security-policy.js';
import { robotsTxtDocument, sitemapDocument } from './crawler-files.js';
import {
  releaseEnvFrom,
  remotesFromEnv,
  runtimeConfigFor,
  siteUrlFor,
  type RuntimeSettings,
} from './page-server-settings.js';
import { pageObserver } from './page-observer.js';
import { createManifestReader } from './remote-preloads.js';
import { shellPage, shellPageCacheKey, type ShellPageContext } from './shell-page.js';
import { startStaticSite, type StaticSite } from './static-site.js';

export interface AppServersOptions {
  settings: RuntimeSettings;
  /** The address the servers listen on (default 127.0.0.1). */
  host?: string;
  /**
   * Serve each remote's releases from its own port (local use). Off, the browser loads them from
   * WATCHWHERE_REMOTES, as a deployment's static hosts or CDN serve them.
   */
  serveRemotes?: boolean;
  /** Ports by app name ('shell', 'mf_detail', …); defaults come from env or 3000–3004. */
  ports?: Partial<Record<string, number>>;
  /** The release store (default: the one the environment's settings name). */
  releases?: Releases;
  env?: NodeJS.ProcessEnv;
  /** How long a page's server render waits for data and code (default 400 ms). */
  renderBudgetMs?: number;
  /** How long a page waits for its remote's manifest before going out without its hints (300 ms). */
  manifestTimeoutMs?: number;
  /** The page server's log, metrics and readiness (default: nothing logged, its own metrics). */
  operations?: Operations;
}

export interface AppServers {
  shellUrl: string;
  /** Remote name → the origin serving its releases. */
  remoteOrigins: Record<string, string>;
  /** The release set the next page is served with. */
  liveReleases(): Promise<LiveReleases>;
  /** The render worker's heap, for the SSR bench (null before the first page). */
  renderWorkerHeap(): Promise<WorkerHeap | null>;
  stopRemote(name: string): Promise<void>;
  startRemote(name: string): Promise<void>;
  operations: Operations;
  /** Stops serving once the responses in flight are sent, then ends the render workers. */
  close(): Promise<void>;
}

/**
 * Each remote's origin, where browsers load its releases: the release store's public URL (a bucket
 * or the CDN before it), else WATCHWHERE_REMOTES, else its own local port.
 */
function remoteOriginsFor(
  ports: Map<AppDefinition, number>,
  env: NodeJS.ProcessEnv,
  { files }: Releases,
): Record<string, string> {
  const stored = REMOTES.map((remote) => [remote.name, files.publicOrigin(remote.packageName)]);
  if (stored.every(([, origin]) => origin)) return Object.fromEntries(stored);
  if (env.WATCHWHERE_REMOTES) return remotesFromEnv(env.WATCHWHERE_REMOTES);
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `http://localhost:${ports.get(remote)}/`]),
  );
}

/** Where a release's own files are: a remote's server entry must be fetched; the shell's is not. */
const SHELL_SERVER_CODE = /^\/?[^/]+\/server\//;

/**
 * Serves the shell's pages and, locally, every remote's releases, each on its own origin, as a
 * separate deployment would.
 */
export async function startAppServers(options: AppServersOptions): Promise<AppServers> {
  const env = options.env ?? process.env;
  const ports = new Map(
    [SHELL, ...REMOTES].map((app) => [app, options.ports?.[app.name] ?? portOf(app, env)]),
  );
  const releases = options.releases ?? releasesFromEnv(env);
  const releasesDir = releases.files.dir;
  const remoteOrigins = remoteOriginsFor(ports, env, releases);
  const runtimeConfig = runtimeConfigFor(options.settings, env);
  // Link previews' URLs come from the site's address, never the request's.
  const siteUrl = siteUrlFor(env, ports.get(SHELL)!);
  const readManifest = createManifestReader({ timeoutMs: options.manifestTimeoutMs });
  const releaseEnv = releaseEnvFrom(env);
  const liveReleases = liveReleasesReader({
    releases,
    env: releaseEnv,
    origins: remoteOrigins,
    readManifest,
  });
  const renderer = createPageRenderer({
    runtimeConfig,
    callHeaders: {
      requestId: REQUEST_ID_HEADER,
      catalog: withInternalToken({}, env.CATALOG_INTERNAL_TOKEN || undefined),
    },
  });
  const operations = options.operations ?? createOperations({ service: 'page-server' });
  // Guests' pages need no database: a release set that renders is all a page server needs.
  operations.readiness.require('release set', async () => (await liveReleases()).render !== null);
  const sites = new Map<string, StaticSite>();
  const releasesOf = (app: AppDefinition) => {
    const root = path.join(releasesDir, app.packageName);
    mkdirSync(root, { recursive: true });
    return root;
  };

  const startRemote = async (name: string) => {
    const remote = REMOTES.find((candidate) => candidate.name === name);
    if (!remote) throw new Error(`Unknown remote ${name}`);
    sites.set(
      name,
      await startStaticSite({
        root: releasesOf(remote),
        prefix: RELEASES_URL_PATH,
        immutable: true,
        host: options.host,
        port: ports.get(remote)!,
      }),
    );
  };
  const stopRemote = async (name: string) => {
    await sites.get(name)?.close();
    sites.delete(name);
  };

  if (options.serveRemotes ?? true) {
    for (const remote of REMOTES) await startRemote(remote.name);
  }
  // Each manifest read once before the first page: that page's hints then need only a revalidation
  // (the first request of a process is slow to set up, and a slow read gives none).
  await renderer.warm((await liveReleases()).render);
  const observer = pageObserver(operations.metrics.registry);
  const pageContext: ShellPageContext = {
    siteUrl,
    renderer,
    readManifest,
    runtimeConfig,
    liveReleases,
    budgetMs: options.renderBudgetMs ?? 400,
    observer,
  };
  const liveRobotsTxt = async () => {
    const { shellFolder } = await liveReleases();
    const file = shellFolder && path.join(shellFolder, 'robots.txt');
    return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const listSitemap = async (name: string, signal: AbortSignal) =>
    renderer.sitemap((await liveReleases()).render, name, signal);
  const shell = await startStaticSite({
    root: releasesOf(SHELL),
    prefix: RELEASES_URL_PATH,
    immutable: true,
    hidden: SHELL_SERVER_CODE,
    host: options.host,
    port: ports.get(SHELL)!,
    json: {
      '/remotes.json': async () => (await liveReleases()).manifests,
      '/config.json': () => runtimeConfig,
      // `pnpm releases --live`: the set the next page is served with, and the one last rendered.
      '/release-set.json': async () => {
        const live = await liveReleases();
        return { env: releaseEnv, id: live.id, releases: live.ids, rendered: renderer.liveSetId() };
      },
    },
    page: (page, call) => shellPage(page, pageContext, call),
    pageCacheKey: (page) => shellPageCacheKey(page, pageContext),
    onPageCache: observer.pageCache,
    operations,
    documents: {
      '/robots.txt': robotsTxtDocument(liveRobotsTxt, siteUrl),
      '/sitemap.xml': sitemapDocument(listSitemap, siteUrl),
      '/sitemap-titles-:file.xml': sitemapDocument(listSitemap, siteUrl),
    },
    contentSecurityPolicy: contentSecurityPolicyFor({
      remotes: remoteOrigins,
      supabaseUrl: runtimeConfig.supabaseUrl,
      catalogUrl: runtimeConfig.catalogUrl,
      imageBaseUrl: imageBaseUrlFromEnv(env),
    }),
  });
  sites.set(SHELL.name, shell);

  return {
    shellUrl: shell.url,
    remoteOrigins,
    liveReleases,
    renderWorkerHeap: () => renderer.workerHeap(),
    startRemote,
    stopRemote,
    operations,
    close: async () => {
      await Promise.all([...sites.values()].map((site) => site.close()));
      await renderer.close();
      sites.clear();
      await liveReleases.close();
      if (!options.releases) await releases.pointers.close();
    },
  };
}
