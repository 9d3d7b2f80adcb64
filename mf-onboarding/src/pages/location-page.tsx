import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { LocationStep } from '../features/onboarding/components/location-step';
import { withAppIntl } from '../app/app-intl';

function LocationPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Choose your country',
        id: '2JEX9h',
        description: 'Browser tab title of the onboarding step choosing the country',
      })}
    >
      <LocationStep />
    </Page>
  );
}

export default withAppIntl(LocationPage);
