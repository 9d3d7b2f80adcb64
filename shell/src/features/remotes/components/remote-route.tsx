import { lazy, Suspense, useState, type ComponentType } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { takeRemotePageLoad } from '../utils/load-remote-page';
import { RouteErrorBoundary } from './route-error-boundary';

export interface RemoteRouteProps {
  remote: string;
  expose: string;
}

/**
 * A route whose page arrives on its first visit: a loading state meanwhile, and on failure the
 * route's error screen with Try again.
 */
export function LazyRoute({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const [Page, setPage] = useState(() => lazy(load));
  // A fresh lazy component per retry: React keeps a rejected lazy() rejected for good.
  const retry = () => setPage(() => lazy(load));
  return (
    <RouteErrorBoundary onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** A route whose page lives in a remote, fetched on first visit. */
export function RemoteRoute({ remote, expose }: RemoteRouteProps) {
  return <LazyRoute load={() => takeRemotePageLoad(remote, expose)} />;
}
