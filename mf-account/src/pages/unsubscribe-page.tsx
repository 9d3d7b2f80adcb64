import { Page } from '../app/page';
import { UnsubscribeScreen } from '../features/unsubscribe/components/unsubscribe-screen';

export default function UnsubscribePage() {
  return (
    <Page title="Unsubscribe">
      <UnsubscribeScreen />
    </Page>
  );
}
