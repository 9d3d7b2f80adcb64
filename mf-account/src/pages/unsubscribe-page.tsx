import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { UnsubscribeScreen } from '../features/unsubscribe/components/unsubscribe-screen';
import { withAppIntl } from '../app/app-intl';

function UnsubscribePage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Unsubscribe',
        id: 'WNEhIR',
        description: 'Browser tab title of the page turning alert emails off',
      })}
    >
      <UnsubscribeScreen />
    </Page>
  );
}

export default withAppIntl(UnsubscribePage);
