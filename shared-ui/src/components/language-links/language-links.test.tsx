import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { LanguageLinks } from './language-links';

const languages = [
  { locale: 'en', name: 'English', href: '/movie/603' },
  { locale: 'de', name: 'Deutsch', href: '/de/movie/603' },
];

describe('LanguageLinks', () => {
  it('links each language to the same page in it, the current one marked', () => {
    renderWithTheme(<LanguageLinks label="Language" languages={languages} current="en" />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(nav).toBeInTheDocument();
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german).toHaveAttribute('href', '/de/movie/603');
    expect(german).toHaveAttribute('lang', 'de');
    expect(german).toHaveAttribute('hreflang', 'de');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('hands a plain click or Enter to the app instead of following the link', async () => {
    const chosen: string[] = [];
    renderWithTheme(
      <LanguageLinks
        label="Language"
        languages={languages}
        current="en"
        onChoose={(locale) => chosen.push(locale)}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    screen.getByRole('link', { name: 'English' }).focus();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(chosen).toEqual(['de', 'de']);
  });
});
