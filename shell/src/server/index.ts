// The page server's renderer for one release set. An async boundary: the shared singletons are
// negotiated before any app code runs. Its shape is shared-core's ShellServerEntry.
import type { PageRendererOptions, ShellServerEntry } from 'shared-core';

/** The page renderer of one release set: its remotes registered, the deployment's config set. */
export const createPageRenderer: ShellServerEntry['createPageRenderer'] = async ({
  remotes,
  runtimeConfig,
}: PageRendererOptions) => {
  const [
    { registerServerRemotes, renderPage, pageCacheKey },
    { parseRuntimeConfig, setRuntimeConfig },
  ] = await Promise.all([import('./render-page'), import('shared-core')]);
  setRuntimeConfig(parseRuntimeConfig(runtimeConfig));
  registerServerRemotes(remotes);
  return { renderPage, pageCacheKey };
};

/**
 * What each sitemap name lists, from the catalog's popular lists (kept a while by the store's
 * cache). Call it once `createPageRenderer` has set the deployment's config.
 */
export const createSitemapLister: ShellServerEntry['createSitemapLister'] = async () => {
  const [{ popularPagesOf, sitemapListing }, { makeStore }] = await Promise.all([
    import('./sitemap'),
    import('shared-core'),
  ]);
  const popularPage = popularPagesOf(makeStore());
  return (name) => sitemapListing(name, popularPage);
};
