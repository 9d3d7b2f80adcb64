import { lazy, Suspense, useState } from 'react';
import { selectPageCodeLeftToBrowser, useAppSelector } from 'shared-core';
import { PageLoading } from '../../../components/page-loading';
import { loadedPage, takePageLoad, type PageLoad } from '../utils/page-loads';
import { RouteErrorBoundary } from './route-error-boundary';

const lazyPage = (page: PageLoad) => ({
  Component: lazy(() => takePageLoad(page)),
  suspends: true,
});

/**
 * A route whose page arrives on its first visit (a remote's, or a footer page): a loading state
 * meanwhile, and on failure the route's error screen with Try again. A page already loaded (the
 * one the server rendered: the browser loads it before hydrating) renders at once, outside any
 * Suspense boundary, so it hydrates in the same pass as the layout: a boundary would hydrate
 * later, after the layout's effects had changed the state it was rendered with.
 */
export function LazyRoute({ page }: { page: PageLoad }) {
  // A page the server rendered as loading (its code came too late) hydrates as that, suspending.
  const leftToBrowser = useAppSelector(selectPageCodeLeftToBrowser) === page.key;
  const [Page, setPage] = useState(() => {
    const loaded = loadedPage(page.key)?.default;
    return loaded && !leftToBrowser ? { Component: loaded, suspends: false } : lazyPage(page);
  });
  // A fresh lazy component per retry: React keeps a rejected lazy() rejected for good.
  const retry = () => setPage(lazyPage(page));
  return (
    <RouteErrorBoundary onRetry={retry}>
      {Page.suspends ? (
        <Suspense fallback={<PageLoading />}>
          <Page.Component />
        </Suspense>
      ) : (
        <Page.Component />
      )}
    </RouteErrorBoundary>
  );
}
