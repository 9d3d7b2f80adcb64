import {
  prefetchCatalogConfiguration,
  prefetchWatchProviderList,
  type RouteDataLoader,
} from 'shared-core';
import { Page } from '../app/page';
import { ServicesStep } from '../features/onboarding/components/services-step';
import { withAppIntl } from '../app/app-intl';

function ServicesPage() {
  return (
    <Page title="Choose your services">
      <ServicesStep />
    </Page>
  );
}

/** The route-data contract: the services and their logos' base. */
export const loadRouteData: RouteDataLoader = ({ dispatch }) => {
  dispatch(prefetchCatalogConfiguration());
  dispatch(prefetchWatchProviderList());
};

export default withAppIntl(ServicesPage);
