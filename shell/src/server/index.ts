// The page server's renderer for one release set. An async boundary: the shared singletons are
// negotiated before any app code runs.
import type { PageRender, RenderPageInput } from './render-page';

export type { PageRender, RenderPageInput };

export interface PageRendererOptions {
  /** The set's remotes: name → server entry URL. */
  remotes: Record<string, string>;
  /** `/config.json`'s content, as the browser gets it. */
  runtimeConfig: unknown;
}

/** The page renderer of one release set: its remotes registered, the deployment's config set. */
export async function createPageRenderer({
  remotes,
  runtimeConfig,
}: PageRendererOptions): Promise<
  (input: RenderPageInput, signal: AbortSignal) => Promise<PageRender>
> {
  const [{ registerServerRemotes, renderPage }, { parseRuntimeConfig, setRuntimeConfig }] =
    await Promise.all([import('./render-page'), import('shared-core')]);
  setRuntimeConfig(parseRuntimeConfig(runtimeConfig));
  registerServerRemotes(remotes);
  return renderPage;
}
