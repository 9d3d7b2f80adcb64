import { useParams } from 'react-router';
import { Page } from '../app/page';

export default function DetailPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <Page title="Movie ID is missing">
        <section style={{ padding: '48px 24px' }}>
          <h1>Movie ID is missing</h1>
        </section>
      </Page>
    );
  }
  const isTv = id.startsWith('tv_');
  return (
    <Page title={isTv ? 'TV Show' : 'Movie'}>
      <section style={{ padding: '48px 24px' }}>
        <h1>{isTv ? 'TV Show' : 'Movie'} details</h1>
        <p>Where to Watch for title {id}.</p>
      </section>
    </Page>
  );
}
