import { Page } from '../app/page';

export default function LocationPage() {
  return (
    <Page title="Choose your country">
      <section style={{ padding: '48px 24px' }}>
        <h1>Where do you watch?</h1>
        <p>Step 2 of 2</p>
      </section>
    </Page>
  );
}
