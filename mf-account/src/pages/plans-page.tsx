import { Page } from '../app/page';
import { PlansScreen } from '../features/plans/components/plans-screen';

export default function PlansPage() {
  return (
    <Page title="Plans">
      <PlansScreen />
    </Page>
  );
}
