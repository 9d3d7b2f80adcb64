import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { CheckoutScreen } from '../features/plans/components/checkout-screen';
import { withAppIntl } from '../app/app-intl';

function CheckoutPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Checkout',
        id: 'PCAT6l',
        description: 'Browser tab title of the checkout page',
      })}
    >
      <CheckoutScreen />
    </Page>
  );
}

export default withAppIntl(CheckoutPage);
