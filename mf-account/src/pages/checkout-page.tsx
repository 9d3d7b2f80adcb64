import { Page } from '../app/page';
import { CheckoutScreen } from '../features/plans/components/checkout-screen';
import { withAppIntl } from '../app/app-intl';

function CheckoutPage() {
  return (
    <Page title="Checkout">
      <CheckoutScreen />
    </Page>
  );
}

export default withAppIntl(CheckoutPage);
