import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { takeRemotePageLoad } from '../utils/load-remote-page';
import { RouteErrorBoundary } from './route-error-boundary';

export interface RemoteRouteProps {
  remote: string;
  expose: string;
}

const lazyRemotePage = (remote: string, expose: string) =>
  lazy(() => takeRemotePageLoad(remote, expose));

/** A route whose page lives in a remote, fetched on first visit. */
export function RemoteRoute({ remote, expose }: RemoteRouteProps) {
  const [Page, setPage] = useState(() => lazyRemotePage(remote, expose));
  // A fresh lazy component per retry: React keeps a rejected lazy() rejected for good.
  const retry = () => setPage(() => lazyRemotePage(remote, expose));
  return (
    <RouteErrorBoundary onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
