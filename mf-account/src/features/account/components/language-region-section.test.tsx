import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, noContent, renderWithProviders, storeFor } from 'dev-harness/testing';
import { countrySaved, localeChanged, selectLocale, useLanguageSwitch } from 'shared-core';
import { LanguageRegionSection } from './language-region-section';

const actualSwitch =
  jest.requireActual<typeof import('shared-core')>('shared-core').useLanguageSwitch;

jest.mock('shared-core', () => ({
  ...jest.requireActual('shared-core'),
  useLanguageSwitch: jest.fn(),
}));

beforeEach(() => {
  installFakeBackend({ 'PATCH /rest/v1/profiles': noContent });
  jest.mocked(useLanguageSwitch).mockImplementation(actualSwitch);
  window.history.replaceState(null, '', '/account?tab=settings');
});

const languageMenu = () =>
  within(screen.getByRole('region', { name: 'Language & Region' })).getByRole('combobox', {
    name: 'Language',
  });

describe('Account settings: Language & Region', () => {
  it('lists the six languages by their own names, the current one selected, beside the country', () => {
    const store = storeFor('free');
    store.dispatch(localeChanged('fr'));
    store.dispatch(countrySaved('DE'));
    renderWithProviders(<LanguageRegionSection />, { store });

    const menu = languageMenu();
    expect(menu).toHaveValue('fr');
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch', 'Français', '日本語', '한국어', 'Português (Brasil)']);
    expect(screen.getByRole('button', { name: /Country/ })).toHaveTextContent('Germany');
  });

  it('switches the language when another is chosen: its words load, the address and the store follow', async () => {
    const store = storeFor('free');
    renderWithProviders(<LanguageRegionSection />, { store });

    await userEvent.selectOptions(languageMenu(), 'Deutsch');

    expect(selectLocale(store.getState())).toBe('de');
    expect(window.location.pathname).toBe('/de/account');
    expect(window.location.search).toBe('?tab=settings');
    expect(document.cookie).toContain('watchwhere_language=de');
  });

  it('is busy while the switch runs, and asks nothing for the language already shown', async () => {
    let finish = () => {};
    const switchLanguage = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    jest.mocked(useLanguageSwitch).mockReturnValue(switchLanguage);
    renderWithProviders(<LanguageRegionSection />, { store: storeFor('free') });

    await userEvent.selectOptions(languageMenu(), 'en');
    expect(switchLanguage).not.toHaveBeenCalled();

    await userEvent.selectOptions(languageMenu(), 'ja');
    expect(switchLanguage).toHaveBeenCalledWith('ja');
    expect(languageMenu()).toHaveAttribute('aria-busy', 'true');
    expect(languageMenu()).toHaveValue('ja');

    await act(async () => finish());
    expect(languageMenu()).toHaveAttribute('aria-busy', 'false');
  });
});
