import { Page } from '../app/page';
import { ServicesStep } from '../features/onboarding/components/services-step';

export default function ServicesPage() {
  return (
    <Page title="Choose your services">
      <ServicesStep />
    </Page>
  );
}
