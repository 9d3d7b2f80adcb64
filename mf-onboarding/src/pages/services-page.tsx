import {
  prefetchCatalogConfiguration,
  prefetchWatchProviderList,
  type RouteDataLoader,
} from 'shared-core';
import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { ServicesStep } from '../features/onboarding/components/services-step';
import { withAppIntl } from '../app/app-intl';

function ServicesPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Choose your services',
        id: 'Um47Kx',
        description: 'Browser tab title of the onboarding step choosing the streaming services',
      })}
    >
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
