import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { PlansScreen } from '../features/plans/components/plans-screen';
import { withAppIntl } from '../app/app-intl';

function PlansPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Plans',
        id: '3y8eg+',
        description: 'Browser tab title of the page of the paid plans',
      })}
    >
      <PlansScreen />
    </Page>
  );
}

export default withAppIntl(PlansPage);
