import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Logo } from './logo';

describe('Logo', () => {
  it('links home with the brand name', () => {
    renderWithTheme(<Logo />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveTextContent(/^WatchWhere$/);
  });

  it('adds Plus in the premium variant', () => {
    renderWithTheme(<Logo variant="plus" to="/account" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/account');
    expect(link).toHaveTextContent('WatchWhere Plus');
  });

  it('renders without a link when `to` is null', () => {
    renderWithTheme(<Logo to={null} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Where')).toBeInTheDocument();
  });
});
