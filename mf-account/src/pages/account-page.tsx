import { Page } from '../app/page';

export default function AccountPage() {
  return (
    <Page title="Account Settings">
      <section style={{ padding: '48px 24px' }}>
        <h1>Account Settings</h1>
        <p>Profile, Settings and Notifications.</p>
      </section>
    </Page>
  );
}
