import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { loadedRemotePage, takeRemotePageLoad } from '../utils/load-remote-page';
import { RouteErrorBoundary } from './route-error-boundary';

export interface RemoteRouteProps {
  remote: string;
  expose: string;
}

const lazyRemotePage = (remote: string, expose: string) =>
  lazy(() => takeRemotePageLoad(remote, expose));

/**
 * A route whose page lives in a remote, fetched on first visit. A page already loaded (the one the
 * server rendered: the browser loads it before hydrating) renders at once, outside any Suspense
 * boundary, so it hydrates in the same pass as the layout: a boundary would hydrate later, after
 * the layout's effects had changed the state it was rendered with.
 */
export function RemoteRoute({ remote, expose }: RemoteRouteProps) {
  const [Page, setPage] = useState(() => {
    const loaded = loadedRemotePage(remote, expose)?.default;
    return loaded
      ? { Component: loaded, lazy: false }
      : { Component: lazyRemotePage(remote, expose), lazy: true };
  });
  // A fresh lazy component per retry: React keeps a rejected lazy() rejected for good.
  const retry = () => setPage({ Component: lazyRemotePage(remote, expose), lazy: true });
  return (
    <RouteErrorBoundary onRetry={retry}>
      {Page.lazy ? (
        <Suspense fallback={<PageLoading />}>
          <Page.Component />
        </Suspense>
      ) : (
        <Page.Component />
      )}
    </RouteErrorBoundary>
  );
}
