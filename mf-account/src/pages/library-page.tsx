import { Page } from '../app/page';

export default function LibraryPage() {
  return (
    <Page title="My Library">
      <section style={{ padding: '48px 24px' }}>
        <h1>My Library</h1>
        <p>The movies and shows you saved.</p>
      </section>
    </Page>
  );
}
