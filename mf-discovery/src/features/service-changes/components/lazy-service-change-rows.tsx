import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { ContentSection } from '../../../components/content-section';
import { LEAVING_ROW, NEW_ROW } from './row-headings';

const ServiceChangeRows = lazy(() =>
  import('./service-change-rows').then((module) => ({ default: module.ServiceChangeRows })),
);

/**
 * Loading rows in the rows' place, so the page is as tall as it will be: Back restores a position
 * below them only once the page can reach it, and nothing jumps when they arrive.
 */
function RowPlaceholders() {
  return (
    <>
      <ContentSection {...NEW_ROW} items={undefined} />
      <ContentSection {...LEAVING_ROW} items={undefined} />
    </>
  );
}

/**
 * "New on your services" and "Leaving soon", below the page's first rows: their code is asked for
 * only once the page has painted (a lazy component rendered at once would be fetched during the
 * first render, in the first paint's way); until then placeholders hold their place.
 */
export function LazyServiceChangeRows({ country }: { country: string }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A transition: React builds the rows in slices between frames, not in one long task.
    const frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!painted) return <RowPlaceholders />;
  return (
    <Suspense fallback={<RowPlaceholders />}>
      <ServiceChangeRows country={country} />
    </Suspense>
  );
}
