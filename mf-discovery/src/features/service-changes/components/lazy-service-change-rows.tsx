import { lazy, Suspense, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { ContentSection } from '../../../components/content-section';
import { useOnScreenOrScroll } from '../hooks/use-on-screen-or-scroll';
import { LEAVING_ROW, NEW_ROW } from './row-headings';

const ServiceChangeRows = lazy(() =>
  import('./service-change-rows').then((module) => ({ default: module.ServiceChangeRows })),
);

/**
 * Loading rows in the rows' place, so the page is as tall as it will be: Back restores a position
 * below them only once the page can reach it, and nothing jumps when they arrive.
 */
function RowPlaceholders({ rowRef }: { rowRef?: Ref<HTMLDivElement> }) {
  const intl = useIntl();
  return (
    <>
      <ContentSection
        title={intl.formatMessage(NEW_ROW.title)}
        icon={NEW_ROW.icon}
        items={undefined}
        ref={rowRef}
      />
      <ContentSection
        title={intl.formatMessage(LEAVING_ROW.title)}
        icon={LEAVING_ROW.icon}
        items={undefined}
        ref={rowRef}
      />
    </>
  );
}

/**
 * "New on your services" and "Leaving soon", below the page's first rows: their code and data are
 * asked for once their place is on screen or the visitor heads down the page, never in the first
 * paint's way, and not at all for a visitor who stays on the first screen. Until then placeholders
 * hold their place, and stay while the rows' code loads, so the rows' own loading state replaces
 * them in one step. The Suspense boundary comes only with the rows: a boundary in the server's
 * HTML would hydrate after the page, and the rows wanted meanwhile would not match it.
 */
export function LazyServiceChangeRows({ country }: { country: string }) {
  const [wanted, watch] = useOnScreenOrScroll();
  if (!wanted) return <RowPlaceholders rowRef={watch} />;
  return (
    <Suspense fallback={<RowPlaceholders />}>
      <ServiceChangeRows country={country} />
    </Suspense>
  );
}
