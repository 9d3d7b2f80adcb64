// The head of the shell's HTML for one request: the page's link preview, the runtime config and
// the remotes list inline (no requests for them before the app can start), and hints that start
// everything the first screen needs with the HTML: connections to the backends, the route's remote
// page (from its current manifest), its first catalog calls and its largest image; and a title
// page's backdrop and home's first screen on a phone, painted from the HTML. Web-standard APIs
// only, for edge functions too.
import { backdropOf, firstScreenPreloads, isHomePath } from './first-screen-requests.js';
import { titleFirstScreen } from './first-screen-preview.js';
import { homeFirstScreen } from './home-first-screen.js';
import type { HomePostersLookup } from './home-posters-lookup.js';
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
  homePosters: HomePostersLookup;
  readManifest: ManifestReader;
  /** `/config.json`'s content. */
  runtimeConfig: { catalogUrl: string; supabaseUrl: string };
  /** `/remotes.json`'s content: remote name → manifest URL. */
  remotes: Record<string, string>;
}

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
  // Home is painted from the HTML when its first row is the popular one (the browser shows no
  // rows of its own above it) and the page's queries start with it (no query in the URL).
  const paintsHome =
    shown === page && !page.search && !page.ownHomeRows && isHomePath(page.pathname);
  // One lookup serves the link preview and the backdrop's hint.
  const [preview, remoteHints, posters] = await Promise.all([
    previewOfPath(page.pathname, context.lookup),
    remotePreloadsFor(shown.pathname, context.remotes, context.readManifest),
    paintsHome ? context.homePosters().catch(() => null) : null,
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
    ...(posters ? { firstScreen: homeFirstScreen(posters) } : {}),
  };
}
