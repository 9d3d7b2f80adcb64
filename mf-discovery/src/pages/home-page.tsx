import { Page } from '../app/page';

export default function HomePage() {
  return (
    <Page title="Home">
      <section style={{ padding: '48px 24px' }}>
        <h1>Find Where to Watch Anywhere in the World</h1>
        <p>Discover which streaming services offer your favorite movies and TV shows</p>
      </section>
    </Page>
  );
}
