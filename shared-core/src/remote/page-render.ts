// The contract between a shell release's server build and the page server that runs it: what a
// render is given and what it answers. Pure types, so the page server reads them without the app.

/** What a page tells a link preview and a search engine about itself, beyond its title. */
export interface PageHead {
  /** How a link preview names the page, when not by its title alone (a film with its year). */
  previewTitle?: string;
  description?: string;
  /** An absolute image URL for the preview card. */
  image?: string;
  /** Open Graph's type: a title page's `video.movie` / `video.tv_show`; else `website`. */
  type?: 'website' | 'video.movie' | 'video.tv_show';
  /** A schema.org object, e.g. the page's `Movie`. */
  jsonLd?: Record<string, unknown>;
  /** The page answers "not found" (HTTP 404) although it renders. */
  notFound?: boolean;
}

/** What the server's render learns of the page it rendered. */
export interface RenderedPage {
  /** The last page to announce itself: its title and head. */
  title: string;
  head: PageHead;
  /** Where the page sends the visitor instead (an in-app path): the server answers a redirect. */
  redirect?: string;
}

/** What the server knows of a visitor: the request's headers, never browser storage. */
export interface VisitorHeaders {
  cookies: string;
  userAgent: string;
  acceptLanguage: string;
}

export interface RenderPageInput extends VisitorHeaders {
  /** The page's path and query, as requested. */
  url: string;
  /** How long the render may wait for data and code; then what is missing renders as loading. */
  budgetMs: number;
  /**
   * The page request's id, which the page server sends on with the calls the render makes (to
   * the catalog and the backend). Optional: a shell release need not read it.
   */
  requestId?: string;
}

/** Why a server render left some of its page to the browser. */
export type LeftToBrowserReason =
  'budget_spent' | 'remote_unavailable' | 'data_unavailable' | 'render_error';

export interface PageRender {
  /** The app's markup, for the page's root element. */
  html: string;
  /**
   * For the page's head: the `<style>` tags of every component the render used (the remotes'
   * included) and the resource hints React hoists (a hero image's preload).
   */
  headHtml: string;
  /** The tab's title, as the app shows it. */
  documentTitle: string;
  /** The store's state after the render, for the browser's store to start from: a JSON block. */
  state: { id: string; data: unknown };
  /** The page the render showed: its title and link preview. */
  page: RenderedPage;
  /**
   * The page's language, the same page's path in each language (for `hreflang` links), and the
   * site's description in it (for a page with none of its own). Optional: a shell release older
   * than the languages answers without it.
   */
  language?: { locale: string; alternates: Record<string, string>; description?: string };
  /** The route's remote page, whose code the browser loads before hydrating; null for the shell's. */
  remotePage: { name: string; expose: string } | null;
  /**
   * The route's pattern (`/movie/:id`; `(shell)` for the shell's own pages), for logs. Optional:
   * older shell releases omit it.
   */
  route?: string;
  /**
   * What the render could not do in time or at all, when the page is not whole (its first cause).
   * Optional: older shell releases omit it.
   */
  leftToBrowser?: { reason: LeftToBrowserReason; remote?: string };
  /**
   * Whether the page is whole and may be served again to a visitor with the same key: its code and
   * data came within the budget, and every catalog call answered.
   */
  cacheable: boolean;
}

/** Where a page sends its visitor instead of rendering, by its URL's language alone. */
export interface LanguageRedirect {
  redirect: { location: string; permanent: boolean };
}

/** What a render answers: a page, or a redirect decided by the URL's language alone. */
export type RenderResult = PageRender | LanguageRedirect;

/** What a sitemap name lists: the index's file count, or paths. */
export type SitemapListing = { files: number } | { paths: string[] };

export interface PageRendererOptions {
  /** The set's remotes: name → server entry URL. */
  remotes: Record<string, string>;
  /** `/config.json`'s content, as the browser gets it. */
  runtimeConfig: unknown;
}

export interface PageRenderer {
  renderPage(input: RenderPageInput, signal: AbortSignal): Promise<RenderResult>;
  /** Equal for two inputs whose pages render the same (a page cache's key). */
  pageCacheKey(input: Omit<RenderPageInput, 'budgetMs'>): string;
}

/** A shell release's server build (`server/render-page.js`), as the page server loads it. */
export interface ShellServerEntry {
  createPageRenderer(options: PageRendererOptions): Promise<PageRenderer>;
  /** What each sitemap name lists; call it once `createPageRenderer` has set the config. */
  createSitemapLister(): Promise<(name: string) => Promise<SitemapListing | null>>;
}
