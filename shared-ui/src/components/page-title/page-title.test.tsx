import { screen } from '@testing-library/react';
import { Library } from 'lucide-react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it("is the page's level-1 heading, named by its text alone (the icon is decorative)", () => {
    renderWithTheme(
      <PageTitle id="library-title" icon={<Library aria-hidden />}>
        My Library
      </PageTitle>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'My Library' });
    expect(heading).toHaveAttribute('id', 'library-title');
    expect(heading.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
