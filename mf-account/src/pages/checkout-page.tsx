import { Page } from '../app/page';
import { CheckoutScreen } from '../features/plans/components/checkout-screen';

export default function CheckoutPage() {
  return (
    <Page title="Checkout">
      <CheckoutScreen />
    </Page>
  );
}
