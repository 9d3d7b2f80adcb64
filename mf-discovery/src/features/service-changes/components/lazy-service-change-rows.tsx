import { lazy, Suspense, useEffect, useState } from 'react';

const ServiceChangeRows = lazy(() =>
  import('./service-change-rows').then((module) => ({ default: module.ServiceChangeRows })),
);

/**
 * "New on your services" and "Leaving soon", below the page's first rows: their code is asked for
 * only once the page has painted (a lazy component rendered at once would be fetched during the
 * first render, in the first paint's way).
 */
export function LazyServiceChangeRows({ country }: { country: string }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <ServiceChangeRows country={country} />
    </Suspense>
  );
}
