import { Page } from '../app/page';
import { LocationStep } from '../features/onboarding/components/location-step';

export default function LocationPage() {
  return (
    <Page title="Choose your country">
      <LocationStep />
    </Page>
  );
}
