import { screen } from '@testing-library/react';
import { renderWithProviders } from 'dev-harness/testing';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LanguagePicker } from './language-picker';

const NOTE = /not been reviewed by a fluent speaker/;
const inLanguage = (locale: string, ui: ReactNode) => (
  <IntlProvider locale={locale} defaultLocale="en" onError={() => {}}>
    {ui}
  </IntlProvider>
);

describe('LanguagePicker', () => {
  const built = process.env.WATCHWHERE_UNREVIEWED_LOCALES;
  afterEach(() => {
    process.env.WATCHWHERE_UNREVIEWED_LOCALES = built;
  });

  it('says so on a page in a language no fluent speaker has read yet', () => {
    process.env.WATCHWHERE_UNREVIEWED_LOCALES = 'de ja';
    renderWithProviders(inLanguage('de', <LanguagePicker />));
    expect(screen.getByText(NOTE)).toBeVisible();
  });

  it('says nothing in English or in a reviewed language', () => {
    process.env.WATCHWHERE_UNREVIEWED_LOCALES = 'ja';
    renderWithProviders(inLanguage('de', <LanguagePicker />));
    renderWithProviders(<LanguagePicker />);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});
