import { InvalidSettingError, isProductionEnv } from 'deployment-env';
import emailAddress from '../../../shared-core/src/config/email-address.json' with { type: 'json' };
import type { RuntimeConfig } from '../../../shared-core/src/config/runtime-config.js';
import { portOf, REMOTES, SHELL, type AppDefinition } from '../apps.js';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicyFor, imageBaseUrlFromEnv } from './content-security-policy.js';
import { robotsTxtDocument, sitemapDocument } from './crawler-files.js';
import { createPageRenderer } from '../render/page-renderer.js';
import type { WorkerHeap } from '../render/render-worker-protocol.js';
import { createManifestReader } from './remote-preloads.js';
import { liveReleasesReader, type LiveReleases } from '../releases/live-releases.js';
import { DEFAULT_ENV, pointerFile } from '../releases/release-pointer.js';
import { releasesDirFrom, RELEASES_URL_PATH } from '../releases/release-store.js';
import { shellPage, shellPageCacheKey, type ShellPageContext } from './shell-page.js';
import { startStaticSite, type StaticSite } from './static-site.js';

/** The browser's own rule for config.json's contact address. */
const EMAIL_ADDRESS = new RegExp(emailAddress.pattern);

export interface RuntimeSettings {
  supabaseUrl: string;
  supabaseAnonKey: string;
  catalogUrl: string;
}

/** Runtime settings for a local backend (`pnpm start`'s, the dev command's, a test's). */
export function localBackendSettings(backend: { url: string; anonKey: string }): RuntimeSettings {
  return {
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    catalogUrl: `${backend.url}/catalog`,
  };
}

export interface AppServersOptions {
  settings: RuntimeSettings;
  /** Ports by app name ('shell', 'mf_detail', …); defaults come from env or 3000–3004. */
  ports?: Partial<Record<string, number>>;
  /** Where the releases are (default WATCHWHERE_RELEASES_DIR, else `releases/`). */
  releasesDir?: string;
  env?: NodeJS.ProcessEnv;
  /** How long a page's server render waits for data and code (default 400 ms). */
  renderBudgetMs?: number;
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
  close(): Promise<void>;
}

/** Each remote's origin, where its releases are served: its own port, or WATCHWHERE_REMOTES. */
export function remoteOriginsFor(ports: Map<AppDefinition, number>, env: NodeJS.ProcessEnv) {
  if (env.WATCHWHERE_REMOTES) return remotesFromEnv(env.WATCHWHERE_REMOTES);
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `http://localhost:${ports.get(remote)}/`]),
  );
}

/** WATCHWHERE_REMOTES: a JSON object of remote name → the http(s) origin serving its releases. */
function remotesFromEnv(setting: string): Record<string, string> {
  const remotes: unknown = (() => {
    try {
      return JSON.parse(setting);
    } catch {
      return undefined;
    }
  })();
  const isOrigin = (url: unknown) =>
    typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
  const valid =
    typeof remotes === 'object' &&
    remotes !== null &&
    !Array.isArray(remotes) &&
    Object.values(remotes).every(isOrigin);
  if (!valid) {
    throw new InvalidSettingError(
      'WATCHWHERE_REMOTES must be a JSON object of remote name → the http(s) origin serving its releases, e.g. {"mf_detail":"https://detail.example.com/"}',
    );
  }
  // A folder URL: release paths resolve below it.
  return Object.fromEntries(
    Object.entries(remotes as Record<string, string>).map(([name, url]) => [
      name,
      url.endsWith('/') ? url : `${url}/`,
    ]),
  );
}

/** WATCHWHERE_ENV: the environment whose pointer (`releases/<env>.json`) is served; default local. */
export function releaseEnvFrom(env: NodeJS.ProcessEnv): string {
  const setting = env.WATCHWHERE_ENV?.trim() || DEFAULT_ENV;
  try {
    pointerFile('', setting);
  } catch (error) {
    throw new InvalidSettingError(`WATCHWHERE_ENV: ${(error as Error).message}`);
  }
  return setting;
}

/** `/config.json`'s demo switch: WATCHWHERE_DEMO_MODE=true|false, else on unless in production. */
function demoModeFor(env: NodeJS.ProcessEnv): boolean {
  const setting = env.WATCHWHERE_DEMO_MODE?.trim().toLowerCase();
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (setting) {
    throw new InvalidSettingError(`WATCHWHERE_DEMO_MODE must be true or false, not "${setting}"`);
  }
  return !isProductionEnv(env);
}

type PlusCheckout = NonNullable<RuntimeConfig['plusCheckout']>;

/**
 * `/config.json`'s checkout: PLUS_CHECKOUT_URL (an http(s) address) when set; else the local
 * checkout while the apps use the local backend in local mode; else none (Subscribe is hidden).
 */
function plusCheckoutFor(env: NodeJS.ProcessEnv): PlusCheckout | null {
  const setting = env.PLUS_CHECKOUT_URL?.trim();
  if (setting) {
    const url = URL.canParse(setting) ? new URL(setting) : undefined;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new InvalidSettingError(
        `PLUS_CHECKOUT_URL must be an http(s) address, not "${setting}"`,
      );
    }
    return { kind: 'url', url: url.href };
  }
  // A hosted Supabase project (SUPABASE_URL) has no local-checkout function, nor does production.
  return isProductionEnv(env) || env.SUPABASE_URL ? null : { kind: 'local' };
}

/** `/config.json`'s contact address: CONTACT_EMAIL (one address) when set, else none. */
function contactEmailFor(env: NodeJS.ProcessEnv): string | null {
  const setting = env.CONTACT_EMAIL?.trim();
  if (!setting) return null;
  if (!EMAIL_ADDRESS.test(setting)) {
    throw new InvalidSettingError(`CONTACT_EMAIL must be one email address, not "${setting}"`);
  }
  return setting;
}

/**
 * The app's public address, which link previews name (canonical URL, `og:url`): SITE_URL, as the
 * backend's mailed links use it, else the shell's local address. Never the request's Host.
 */
export function siteUrlFor(env: NodeJS.ProcessEnv, shellPort: number): string {
  const setting = env.SITE_URL?.trim();
  if (!setting) return `http://localhost:${shellPort}`;
  const url = URL.canParse(setting) ? new URL(setting) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new InvalidSettingError(`SITE_URL must be an http(s) address, not "${setting}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** The page server's own settings, checked before a command starts anything (InvalidSettingError). */
export function checkPageServerSettings(env: NodeJS.ProcessEnv = process.env): void {
  demoModeFor(env);
  plusCheckoutFor(env);
  contactEmailFor(env);
  siteUrlFor(env, portOf(SHELL, env));
  if (env.WATCHWHERE_REMOTES) remotesFromEnv(env.WATCHWHERE_REMOTES);
  releaseEnvFrom(env);
}

/**
 * `/config.json`: where the browser finds Supabase and the catalog (env overrides each), demo mode,
 * how Plus is bought and whom to write to.
 */
export function runtimeConfigFor(settings: RuntimeSettings, env: NodeJS.ProcessEnv): RuntimeConfig {
  return {
    supabaseUrl: env.SUPABASE_URL ?? settings.supabaseUrl,
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? settings.supabaseAnonKey,
    catalogUrl: env.CATALOG_URL ?? settings.catalogUrl,
    demoMode: demoModeFor(env),
    plusCheckout: plusCheckoutFor(env),
    contactEmail: contactEmailFor(env),
    // The test-only pseudo-locale (`/en-xa/…`), never served in production.
    pseudoLocale: !isProductionEnv(env),
  };
}

/** Where a release's own files are: a remote's server entry must be fetched; the shell's is not. */
const SHELL_SERVER_CODE = /^\/?[^/]+\/server\//;

/** Serves the shell and every remote, each on its own origin, as a separate deployment would. */
export async function startAppServers(options: AppServersOptions): Promise<AppServers> {
  const env = options.env ?? process.env;
  const ports = new Map(
    [SHELL, ...REMOTES].map((app) => [app, options.ports?.[app.name] ?? portOf(app, env)]),
  );
  const releasesDir = options.releasesDir ?? releasesDirFrom(env);
  const remoteOrigins = remoteOriginsFor(ports, env);
  const runtimeConfig = runtimeConfigFor(options.settings, env);
  // Link previews' URLs come from the site's address, never the request's.
  const siteUrl = siteUrlFor(env, ports.get(SHELL)!);
  const readManifest = createManifestReader();
  const releaseEnv = releaseEnvFrom(env);
  const liveReleases = liveReleasesReader({
    dir: releasesDir,
    env: releaseEnv,
    origins: remoteOrigins,
    readManifest,
  });
  const renderer = createPageRenderer({ runtimeConfig });
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
        port: ports.get(remote)!,
      }),
    );
  };
  const stopRemote = async (name: string) => {
    await sites.get(name)?.close();
    sites.delete(name);
  };

  for (const remote of REMOTES) await startRemote(remote.name);
  // Each manifest read once before the first page: that page's hints then need only a revalidation
  // (the first request of a process is slow to set up, and a slow read gives none).
  await renderer.warm((await liveReleases()).render);
  const pageContext: ShellPageContext = {
    siteUrl,
    renderer,
    readManifest,
    runtimeConfig,
    liveReleases,
    budgetMs: options.renderBudgetMs ?? 400,
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
    page: (page, signal) => shellPage(page, pageContext, signal),
    pageCacheKey: (page) => shellPageCacheKey(page, pageContext),
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
    close: async () => {
      await Promise.all([...[...sites.values()].map((site) => site.close()), renderer.close()]);
      sites.clear();
    },
  };
}
