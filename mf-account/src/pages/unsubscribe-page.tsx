import { Page } from '../app/page';
import { UnsubscribeScreen } from '../features/unsubscribe/components/unsubscribe-screen';
import { withAppIntl } from '../app/app-intl';

function UnsubscribePage() {
  return (
    <Page title="Unsubscribe">
      <UnsubscribeScreen />
    </Page>
  );
}

export default withAppIntl(UnsubscribePage);
