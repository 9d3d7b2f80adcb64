import { screen, within } from '@testing-library/react';
import { installFakeBackend, renderWithProviders } from 'dev-harness/testing';
import { createIntl } from 'react-intl';
import { BROWSER_STORAGE, BROWSER_STORAGE_VALUES } from 'shared-core';
import { PrivacyPage } from './privacy-page';

const section = (name: string) => screen.getByRole('region', { name });

/** The browser entry the page shows under the name the browser knows it by. */
const storedEntry = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('/privacy', () => {
  beforeEach(() => installFakeBackend());

  it('lists what the database keeps, with and without an account', () => {
    renderWithProviders(<PrivacyPage />);
    const database = section('In our database');
    for (const kept of ['Your account', 'Your choices', 'Your lists and alerts', 'Your plan'])
      expect(within(database).getByText(kept)).toBeVisible();
    expect(within(database).getByText(/password as a one-way hash/)).toBeVisible();
    expect(
      within(database).getByText(/your IP address, is kept beside the title for one minute/),
    ).toBeVisible();
  });

  it('lists every entry of the storage registry the code uses, by its name in the browser', () => {
    renderWithProviders(<PrivacyPage />);
    const browser = section('In your browser');
    const entries = within(browser).getAllByRole('heading', { level: 3 });
    expect(entries).toHaveLength(Object.keys(BROWSER_STORAGE).length);
    const english = createIntl({ locale: 'en', defaultLocale: 'en' });
    const inEnglish = (
      sentence: (typeof BROWSER_STORAGE)[keyof typeof BROWSER_STORAGE]['purpose'],
    ) => english.formatMessage(sentence, BROWSER_STORAGE_VALUES);
    for (const { purpose, lifetime } of Object.values(BROWSER_STORAGE)) {
      expect(within(browser).getAllByText(inEnglish(purpose)).length).toBeGreaterThan(0);
      expect(within(browser).getAllByText(inEnglish(lifetime)).length).toBeGreaterThan(0);
    }

    // As a visitor finds them in the browser's tools: the session under the project's name.
    expect(storedEntry('sb-supabase-auth-token')).toHaveTextContent(
      /Local storage.*Until you sign out/,
    );
    expect(storedEntry('recentSearches')).toHaveTextContent(/Your last 8 searches/);
    expect(storedEntry('scrollPositions')).toHaveTextContent(/Session storage.*close the tab/);
    expect(storedEntry('watchwhere_onboarded')).toHaveTextContent(/Cookie.*400 days/);
    expect(storedEntry('watchwhere_country')).toHaveTextContent(/Cookie.*two-letter code/);
  });

  it('says how alert emails are stopped, and links to the settings and to export and deletion', () => {
    renderWithProviders(<PrivacyPage />);
    const mail = section('Alert emails');
    expect(within(mail).getByText(/off for new accounts/)).toBeVisible();
    expect(within(mail).getByText(/"Stop these emails" link/)).toBeVisible();
    expect(
      within(mail).getByRole('link', { name: 'Open your notification settings' }),
    ).toHaveAttribute('href', '/account?tab=notifications');
    const data = section('A copy of your data, and deleting it');
    expect(within(data).getByText(/Download my data saves a file/)).toBeVisible();
    expect(
      within(data).getByRole('link', { name: 'Open Your data in your account settings' }),
    ).toHaveAttribute('href', '/account?tab=settings');
  });
});
