// The head of the shell's HTML for one request: the page's link preview, the runtime config and
// the remotes list inline (no requests for them before the app can start), and hints that start
// everything the first screen needs with the HTML: connections to the backends, the route's remote
// page (from its current manifest), its first catalog calls and its largest image; and a title
// page's backdrop, and home's and Discover's first screens on a phone, painted from the HTML.
// Web-standard APIs only, for edge functions too.
import { discoverFirstScreen } from './discover-first-screen.js';
import { backdropOf, firstScreenPreloads, listPageOf } from './first-screen-requests.js';
import { titleFirstScreen } from './first-screen-preview.js';
import { homeFirstScreen } from './home-first-screen.js';
import type { ListPostersLookup } from './list-posters-lookup.js';
import { pageShown } from './page-request.js';
import { remotePreloadsFor, type ManifestReader } from './remote-preloads.js';
import { headForPreview, previewOfPath, type TitleLookup } from './share-preview.js';
import type { LinkTag, PageRequest, ShellHead } from './shell-html.js';

/** The ids of the inline JSON blocks the shell reads at start-up instead of fetching the files. */
export const INLINE_CONFIG_ID = 'watchwhere-config';
export const INLINE_REMOTES_ID = 'watchwhere-remotes';

export interface ShellPageContext {
  siteUrl: string;
  lookup: TitleLookup;
  listPosters: ListPostersLookup;
  readManifest: ManifestReader;
  /** `/config.json`'s content. */
  runtimeConfig: { catalogUrl: string; supabaseUrl: string };
  /** `/remotes.json`'s content: remote name → manifest URL. */
  remotes: Record<string, string>;
}

const LIST_FIRST_SCREENS = { home: homeFirstScreen, discover: discoverFirstScreen };

/** Connections to the catalog and Supabase: CORS for API calls, and without for images. */
function preconnects({ catalogUrl, supabaseUrl }: ShellPageContext['runtimeConfig']): LinkTag[] {
  const origins = [...new Set([new URL(catalogUrl).origin, new URL(supabaseUrl).origin])];
  return origins.flatMap((href) => [
    { rel: 'preconnect', href, crossorigin: 'anonymous' as const },
    { rel: 'preconnect', href },
  ]);
}

export async function shellPageHead(
  page: PageRequest,
  context: ShellPageContext,
): Promise<ShellHead> {
  // The preview is the link's; the hints are for the page shown (a newcomer's is /welcome).
  const shown = pageShown(page);
  // A list page is painted from the HTML when the page's queries start with it (no query in the
  // URL) and, on home, its first row is the popular one (the browser shows no rows of its own) and
  // its phone layout is home's (the shell hides the bars on `/` alone, not on `//`).
  const listPage = shown === page && !page.search ? listPageOf(page.pathname) : null;
  const homeAsPainted = page.pathname === '/' && !page.ownHomeRows;
  const paintedPage = listPage === 'home' && !homeAsPainted ? null : listPage;
  // One lookup serves the link preview and the backdrop's hint.
  const [preview, remoteHints, listPosters] = await Promise.all([
    previewOfPath(page.pathname, context.lookup),
    remotePreloadsFor(shown.pathname, context.remotes, context.readManifest),
    paintedPage ? context.listPosters().catch(() => null) : null,
  ]);
  const head = headForPreview(context.siteUrl, page.pathname, preview);
  const titleShown = shown === page ? preview : null;
  // Painted from the HTML only where the page's queries start with it (no query in the URL).
  const backdrop = page.search ? undefined : backdropOf(titleShown);
  return {
    ...head,
    links: [
      ...(head.links ?? []),
      ...preconnects(context.runtimeConfig),
      ...remoteHints,
      ...firstScreenPreloads(shown, context.runtimeConfig.catalogUrl, titleShown),
    ],
    dataBlocks: [
      ...(head.dataBlocks ?? []),
      { id: INLINE_CONFIG_ID, data: context.runtimeConfig },
      { id: INLINE_REMOTES_ID, data: context.remotes },
    ],
    ...(backdrop ? { firstScreen: titleFirstScreen(backdrop) } : {}),
    ...(paintedPage && listPosters?.[paintedPage]
      ? { firstScreen: LIST_FIRST_SCREENS[paintedPage](listPosters[paintedPage]) }
      : {}),
  };
}
