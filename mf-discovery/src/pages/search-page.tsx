import { Page } from '../app/page';

export default function SearchPage() {
  return (
    <Page title="Search">
      <section style={{ padding: '48px 24px' }}>
        <h1>Search</h1>
        <p>Search movies and TV shows.</p>
      </section>
    </Page>
  );
}
