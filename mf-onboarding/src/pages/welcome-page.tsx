import { Page } from '../app/page';

export default function WelcomePage() {
  return (
    <Page title="Welcome">
      <section style={{ padding: '48px 24px' }}>
        <h1>Welcome to WatchWhere</h1>
        <p>Find where to watch anything, on your services, in your country.</p>
      </section>
    </Page>
  );
}
