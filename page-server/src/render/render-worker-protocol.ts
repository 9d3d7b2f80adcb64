// What the page server and a release set's render worker (render-worker.mjs) say to each other.
// The render's own input and output are the shell's contract, in shared-core.
import type {
  RenderPageInput,
  RenderResult,
  ShellServerEntry,
  SitemapListing,
} from '../../../shared-core/src/remote/page-render.js';

export type { RenderPageInput as RenderInput, RenderResult, ShellServerEntry, SitemapListing };
export type {
  LanguageRedirect,
  LeftToBrowserReason,
  PageRender,
} from '../../../shared-core/src/remote/page-render.js';

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
  /** The headers a render's own calls carry (see call-headers.mjs). */
  callHeaders: CallHeaders;
}

/** What a render's calls to the catalog and the backend carry, beyond the browser's. */
export interface CallHeaders {
  /** The header naming the page request's id, sent to both. */
  requestId: string;
  /** Sent to the catalog only: the internal token, when the page server has one. */
  catalog: Record<string, string>;
}

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
  input: { ask: RenderPageInput; answer: RenderResult };
  /** The page cache's key for an input: equal for inputs whose pages render the same. */
  cacheKey: { ask: Omit<RenderPageInput, 'budgetMs'>; answer: string };
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
