// One page of the shell's HTML: the app rendered on the server by the live release set, with its
// head (title, link preview), the store's state, the runtime config and remotes list inline (no
// requests for them before the app can start), and hints that start the route's remote code with
// the HTML. A page the server could not render goes out as the template, for the browser to render.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PageRenderer } from '../render/page-renderer.js';
import type { LiveReleases } from '../releases/live-releases.js';
import type { PageObserver } from './page-observer.js';
import { genericHead, renderedPageHead } from './rendered-page-head.js';
import { remotePreloadsFor, type ManifestReader } from './remote-preloads.js';
import type { LinkTag, PageRequest, ShellHead } from './shell-html.js';

/** The ids of the inline JSON blocks the shell reads at start-up instead of fetching the files. */
export const INLINE_CONFIG_ID = 'watchwhere-config';
export const INLINE_REMOTES_ID = 'watchwhere-remotes';
/** The id of the block naming the release set the page was served with (each app's release). */
export const INLINE_RELEASE_SET_ID = 'watchwhere-release-set';

export interface ShellPageContext {
  siteUrl: string;
  renderer: PageRenderer;
  readManifest: ManifestReader;
  /** `/config.json`'s content. */
  runtimeConfig: { catalogUrl: string; supabaseUrl: string };
  /** The release set the environment's pointer names now. */
  liveReleases: () => Promise<LiveReleases>;
  /** How long a render may wait for data and code before it renders loading states. */
  budgetMs: number;
  observer: PageObserver;
}

/** The request a page is made for: its id (sent on with the render's calls) and its log. */
export interface PageCall {
  signal: AbortSignal;
  requestId: string;
  log: FastifyBaseLogger;
}

/**
 * A page to send, or where the app sends the visitor instead (a newcomer's home → /welcome);
 * `cacheable` when it is whole and may be sent again for the same page cache key.
 */
export type ShellPage = (
  | { status: 200 | 404; head: ShellHead; template: string }
  | { redirect: string; permanent?: boolean }
) & {
  cacheable: boolean;
};

/** The live shell release's `index.html` (a release never changes: read once per release). */
const templateOf = (() => {
  let last: { folder: string; html: string } | undefined;
  return (folder: string) => {
    if (last?.folder !== folder) {
      last = { folder, html: readFileSync(path.join(folder, 'index.html'), 'utf8') };
    }
    return last.html;
  };
})();

const renderInputOf = (page: PageRequest) => ({
  url: `${page.pathname}${page.search}`,
  cookies: page.cookies,
  userAgent: page.userAgent,
  acceptLanguage: page.acceptLanguage,
});

/**
 * The set a request is served with, read once for it: its page cache key and its page come from
 * the same set even when a promote lands between the two.
 */
const setsOfRequests = new WeakMap<PageRequest, Promise<LiveReleases>>();
function liveReleasesFor(page: PageRequest, context: ShellPageContext) {
  let set = setsOfRequests.get(page);
  if (!set) {
    set = context.liveReleases();
    setsOfRequests.set(page, set);
  }
  return set;
}

/** The page cache's key for a request (null: not cached). */
export const shellPageCacheKey = async (page: PageRequest, context: ShellPageContext) =>
  context.renderer.cacheKey((await liveReleasesFor(page, context)).render, renderInputOf(page));

/** Connections to the catalog and Supabase: CORS for API calls, and without for images. */
function preconnects({ catalogUrl, supabaseUrl }: ShellPageContext['runtimeConfig']): LinkTag[] {
  const origins = [...new Set([new URL(catalogUrl).origin, new URL(supabaseUrl).origin])];
  return origins.flatMap((href) => [
    { rel: 'preconnect', href, crossorigin: 'anonymous' as const },
    { rel: 'preconnect', href },
  ]);
}

/**
 * The page for a request, from the live release set as it is when the request comes (its HTML names
 * that set's releases); its render stops when `signal` aborts (the visitor went away). Fails when no
 * shell release is live.
 */
export async function shellPage(
  page: PageRequest,
  context: ShellPageContext,
  { signal, requestId, log }: PageCall,
): Promise<ShellPage> {
  const live = await liveReleasesFor(page, context);
  if (!live.shellFolder) throw new Error('No shell release is live');
  const template = templateOf(live.shellFolder);
  const started = performance.now();
  const answer = await context.renderer.render(
    live.render,
    { ...renderInputOf(page), budgetMs: context.budgetMs, requestId },
    signal,
  );
  const seconds = (performance.now() - started) / 1000;
  const result = answer && !('error' in answer) ? answer : null;
  // A URL in another letter case, `/en/…`, or a first visit whose browser prefers a language.
  if (result && 'redirect' in result) {
    const { location, permanent } = result.redirect;
    return { redirect: location, permanent, cacheable: true };
  }
  const rendered = result;
  // A not-found page is never kept: junk paths must not push real pages out.
  const cacheable = (rendered?.cacheable ?? false) && !rendered?.page.head.notFound;
  const remoteHints = await remotePreloadsFor(
    rendered?.remotePage ?? null,
    live.manifests,
    context.readManifest,
  );
  if (answer && !signal.aborted) {
    const remoteDown = remoteHints ? undefined : rendered?.remotePage?.name;
    context.observer.rendered({ result: answer, seconds, releaseSet: live.id, log, remoteDown });
  }
  const redirect = rendered?.page.redirect;
  if (redirect) return { redirect, cacheable };
  const head = rendered
    ? renderedPageHead(context.siteUrl, page.pathname, rendered)
    : genericHead(context.siteUrl);
  return {
    cacheable,
    template,
    status: rendered?.page.head.notFound ? 404 : 200,
    head: {
      ...head,
      links: [...(head.links ?? []), ...preconnects(context.runtimeConfig), ...(remoteHints ?? [])],
      dataBlocks: [
        { id: INLINE_CONFIG_ID, data: context.runtimeConfig },
        { id: INLINE_REMOTES_ID, data: live.manifests },
        { id: INLINE_RELEASE_SET_ID, data: { id: live.id, releases: live.ids } },
      ],
      ...(rendered && {
        app: { html: rendered.html, headHtml: rendered.headHtml, dataBlock: rendered.state },
      }),
    },
  };
}
