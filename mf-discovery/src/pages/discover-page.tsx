import { Page } from '../app/page';

export default function DiscoverPage() {
  return (
    <Page title="Discover">
      <section style={{ padding: '48px 24px' }}>
        <h1>Discover</h1>
        <p>Popular movies and shows, per streaming service and country.</p>
      </section>
    </Page>
  );
}
