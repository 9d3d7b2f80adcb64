import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, noContent, renderWithProviders, storeFor } from 'dev-harness/testing';
import { countrySaved, localeChanged, selectLocale } from 'shared-core';
import { LanguageRegionSection } from './language-region-section';

const PROFILES = 'PATCH /rest/v1/profiles';

let backend: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  backend = installFakeBackend({ [PROFILES]: noContent });
  window.history.replaceState(null, '', '/account?tab=settings');
});

const languages = () =>
  within(screen.getByRole('region', { name: 'Language & Region' })).getByRole('navigation', {
    name: 'Language',
  });

describe('Account settings: Language & Region', () => {
  it('lists the six languages by their own names, the current one marked, beside the country', () => {
    const store = storeFor('free');
    store.dispatch(localeChanged('fr'));
    store.dispatch(countrySaved('DE'));
    renderWithProviders(<LanguageRegionSection />, { store, route: '/account?tab=settings' });

    const links = within(languages()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
      '日本語',
      '한국어',
      'Português (Brasil)',
    ]);
    expect(within(languages()).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(languages()).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/account?tab=settings',
    );
    expect(screen.getByRole('button', { name: /Country/ })).toHaveTextContent('Germany');
  });

  it("switches to a language in place: its words load, the address and the store follow, the member's profile keeps it", async () => {
    const store = storeFor('free');
    renderWithProviders(<LanguageRegionSection />, { store });

    await userEvent.click(within(languages()).getByRole('link', { name: 'Deutsch' }));

    await waitFor(() => expect(selectLocale(store.getState())).toBe('de'));
    expect(window.location.pathname).toBe('/de/account');
    expect(window.location.search).toBe('?tab=settings');
    expect(document.cookie).toContain('watchwhere_language=de');
    await waitFor(() => expect(backend.sentTo(PROFILES)).toHaveLength(1));
    expect(await backend.bodiesSentTo(PROFILES)).toEqual([{ language: 'de' }]);
  });
});
