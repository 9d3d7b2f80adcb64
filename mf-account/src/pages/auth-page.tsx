import { Page } from '../app/page';

export default function AuthPage() {
  return (
    <Page title="Sign in">
      <section style={{ padding: '48px 24px' }}>
        <h1>Welcome to WatchWhere</h1>
        <p>Login or Register to keep your watchlist and preferences.</p>
      </section>
    </Page>
  );
}
