import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { CountryFlag } from './country-flag';

describe('CountryFlag', () => {
  it('shows the flag emoji and the English name of a known code', () => {
    renderWithTheme(<CountryFlag code="kr" />);
    expect(screen.getByText('South Korea')).toBeInTheDocument();
    expect(screen.getByText('🇰🇷')).toBeInTheDocument();
  });

  it('shows the code and a white flag for an unknown code', () => {
    renderWithTheme(<CountryFlag code="XX" />);
    expect(screen.getByText('XX')).toBeInTheDocument();
    expect(screen.getByText('🏳️')).toBeInTheDocument();
  });

  it('prefers a given name and can show the flag alone', () => {
    renderWithTheme(<CountryFlag code="GB" name="UK" hideName />);
    expect(screen.getByRole('img', { name: 'UK' })).toHaveTextContent('🇬🇧');
  });
});

describe('CountryFlag in another language', () => {
  it("names the country in the page's language", () => {
    render(
      <IntlProvider locale="de" defaultLocale="en" messages={{}}>
        <CountryFlag code="kr" />
      </IntlProvider>,
    );
    expect(screen.getByText('Südkorea')).toBeInTheDocument();
  });
});
