import { Page } from '../app/page';

export default function ServicesPage() {
  return (
    <Page title="Choose your services">
      <section style={{ padding: '48px 24px' }}>
        <h1>Which streaming services do you have?</h1>
        <p>Step 1 of 2</p>
      </section>
    </Page>
  );
}
