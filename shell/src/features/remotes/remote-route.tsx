import { lazy, Suspense, useMemo, useState } from 'react';
import { PageLoading } from '../layout/page-loading';
import { loadRemotePage } from './load-remote-page';
import { RouteErrorBoundary } from './route-error-boundary';

export interface RemoteRouteProps {
  remote: string;
  expose: string;
}

/** A route whose page lives in a remote, fetched on first visit. */
export function RemoteRoute({ remote, expose }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy() for good.
  const Page = useMemo(
    () => lazy(() => loadRemotePage(remote, expose)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, expose, attempt],
  );
  return (
    <RouteErrorBoundary onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
