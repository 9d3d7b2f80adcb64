// One page of the shell's HTML: the app rendered on the server by the live release set, with its
// head (title, link preview), the store's state, the runtime config and remotes list inline (no
// requests for them before the app can start), and hints that start the route's remote code with
// the HTML. A page the server could not render goes out as the template, for the browser to render.
import type { PageRenderer } from './page-render/page-renderer.js';
import { genericHead, renderedPageHead } from './rendered-page-head.js';
import { remotePreloadsFor, type ManifestReader } from './remote-preloads.js';
import type { LinkTag, PageRequest, ShellHead } from './shell-html.js';

/** The ids of the inline JSON blocks the shell reads at start-up instead of fetching the files. */
export const INLINE_CONFIG_ID = 'watchwhere-config';
export const INLINE_REMOTES_ID = 'watchwhere-remotes';

export interface ShellPageContext {
  siteUrl: string;
  renderer: PageRenderer;
  readManifest: ManifestReader;
  /** `/config.json`'s content. */
  runtimeConfig: { catalogUrl: string; supabaseUrl: string };
  /** `/remotes.json`'s content: remote name → manifest URL. */
  remotes: Record<string, string>;
  /** How long a render may wait for data and code before it renders loading states. */
  budgetMs: number;
}

/**
 * A page to send, or where the app sends the visitor instead (a newcomer's home → /welcome);
 * `cacheable` when it is whole and may be sent again for the same page cache key.
 */
export type ShellPage = ({ status: 200 | 404; head: ShellHead } | { redirect: string }) & {
  cacheable: boolean;
};

const renderInputOf = (page: PageRequest) => ({
  url: `${page.pathname}${page.search}`,
  cookies: page.cookies,
  userAgent: page.userAgent,
  acceptLanguage: page.acceptLanguage,
});

/** The page cache's key for a request (null: not cached). */
export const shellPageCacheKey = (page: PageRequest, context: ShellPageContext) =>
  context.renderer.cacheKey(renderInputOf(page));

/** Connections to the catalog and Supabase: CORS for API calls, and without for images. */
function preconnects({ catalogUrl, supabaseUrl }: ShellPageContext['runtimeConfig']): LinkTag[] {
  const origins = [...new Set([new URL(catalogUrl).origin, new URL(supabaseUrl).origin])];
  return origins.flatMap((href) => [
    { rel: 'preconnect', href, crossorigin: 'anonymous' as const },
    { rel: 'preconnect', href },
  ]);
}

/** The page for a request; its render stops when `signal` aborts (the visitor went away). */
export async function shellPage(
  page: PageRequest,
  context: ShellPageContext,
  signal?: AbortSignal,
): Promise<ShellPage> {
  const rendered = await context.renderer.render(
    { ...renderInputOf(page), budgetMs: context.budgetMs },
    signal,
  );
  // A not-found page is never kept: junk paths must not push real pages out.
  const cacheable = (rendered?.cacheable ?? false) && !rendered?.page.head.notFound;
  const remoteHints = await remotePreloadsFor(
    rendered?.remotePage ?? null,
    context.remotes,
    context.readManifest,
  );
  const redirect = rendered?.page.redirect;
  if (redirect) return { redirect, cacheable };
  const head = rendered
    ? renderedPageHead(context.siteUrl, page.pathname, rendered)
    : genericHead(context.siteUrl);
  return {
    cacheable,
    status: rendered?.page.head.notFound ? 404 : 200,
    head: {
      ...head,
      links: [...(head.links ?? []), ...preconnects(context.runtimeConfig), ...remoteHints],
      dataBlocks: [
        { id: INLINE_CONFIG_ID, data: context.runtimeConfig },
        { id: INLINE_REMOTES_ID, data: context.remotes },
      ],
      ...(rendered && {
        app: { html: rendered.html, headHtml: rendered.headHtml, dataBlock: rendered.state },
      }),
    },
  };
}
