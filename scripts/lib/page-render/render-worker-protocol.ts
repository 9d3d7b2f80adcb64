// What the page server and a release set's render worker (render-worker.mjs) say to each other.

/** A release set: the shell's server build and each remote's server entry, by id. */
export interface ReleaseSet {
  /** Changes whenever any app of the set does. */
  id: string;
  /** The shell's server build (its `render-page.js`), a file path. */
  shellEntry: string;
  /** Remote name → its server entry's URL, on the remote's own origin. */
  remotes: Record<string, string>;
}

export interface RenderWorkerData {
  shellEntry: string;
  remotes: Record<string, string>;
  /** `/config.json`'s content. */
  runtimeConfig: unknown;
}

/** The shell renderer's input (shell/src/server/render-page.tsx). */
export interface RenderInput {
  url: string;
  budgetMs: number;
  /** The request's Cookie header. */
  cookies: string;
  /** The request's User-Agent. */
  userAgent: string;
  /** The request's Accept-Language. */
  acceptLanguage: string;
}

/** The shell renderer's output, as it crosses the thread. */
export interface PageRender {
  html: string;
  /** The tab's title, as the app shows it. */
  documentTitle: string;
  /** Style tags and resource hints for the head. */
  headHtml: string;
  /** The store's state after the render, as a JSON block for the page. */
  state: { id: string; data: unknown };
  page: {
    title: string;
    head: {
      previewTitle?: string;
      description?: string;
      image?: string;
      type?: string;
      jsonLd?: Record<string, unknown>;
      notFound?: boolean;
    };
    redirect?: string;
  };
  /**
   * The page's language and its path in each language (`hreflang` links); absent from a shell
   * release older than the languages.
   */
  language?: { locale: string; alternates: Record<string, string>; description?: string };
  /** The route's remote page (its code is preloaded with the HTML); null for the shell's own. */
  remotePage: { name: string; expose: string } | null;
  /** Whole (code and data in time, every catalog call answered): a page cache may keep it. */
  cacheable: boolean;
}

/** A URL whose language is not its canonical form or not the visitor's: where to send them. */
export interface LanguageRedirect {
  redirect: { location: string; permanent: boolean };
}

/** What a render answers: a page, or a redirect decided by the URL's language alone. */
export type RenderResult = PageRender | LanguageRedirect;

/** What a sitemap name lists (shell/src/server/sitemap.ts): the index's file count, or paths. */
export type SitemapListing = { files: number } | { paths: string[] };

/** The worker's own heap (V8's figures), after a full collection when the process exposes gc. */
export interface WorkerHeap {
  /** The thread's id: a worker replaced between two figures has another. */
  threadId: number;
  usedBytes: number;
  totalBytes: number;
  externalBytes: number;
}

/** What a worker is asked, and what each answers. */
export interface WorkerTasks {
  input: { ask: RenderInput; answer: RenderResult };
  /** The page cache's key for an input: equal for inputs whose pages render the same. */
  cacheKey: { ask: Omit<RenderInput, 'budgetMs'>; answer: string };
  sitemap: { ask: string; answer: SitemapListing | null };
  heap: { ask: true; answer: WorkerHeap };
}

/** One task for the worker (`{ input }`, `{ cacheKey }`, `{ sitemap }` or `{ heap }`). */
export type WorkerTask = {
  [Kind in keyof WorkerTasks]: { [Key in Kind]: WorkerTasks[Kind]['ask'] };
}[keyof WorkerTasks];

/** A task, or the cancellation of one whose visitor went away. */
export type RenderRequest = ({ id: number } & WorkerTask) | { cancel: number };

export type RenderReply = { id: number; result: unknown } | { id: number; error: string };
