import { Page } from '../app/page';
import { LocationStep } from '../features/onboarding/components/location-step';
import { withAppIntl } from '../app/app-intl';

function LocationPage() {
  return (
    <Page title="Choose your country">
      <LocationStep />
    </Page>
  );
}

export default withAppIntl(LocationPage);
