import { lazy, Suspense } from 'react';

// Below the page's first rows and not needed for its first paint: its code loads after.
const ServiceChangeRows = lazy(() =>
  import('./service-change-rows').then((module) => ({ default: module.ServiceChangeRows })),
);

/** "New on your services" and "Leaving soon", loaded once the page is up. */
export function LazyServiceChangeRows({ country }: { country: string }) {
  return (
    <Suspense fallback={null}>
      <ServiceChangeRows country={country} />
    </Suspense>
  );
}
