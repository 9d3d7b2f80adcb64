import { Page } from '../app/page';
import { PlansScreen } from '../features/plans/components/plans-screen';
import { withAppIntl } from '../app/app-intl';

function PlansPage() {
  return (
    <Page title="Plans">
      <PlansScreen />
    </Page>
  );
}

export default withAppIntl(PlansPage);
