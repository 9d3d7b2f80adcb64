import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Button } from './button';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('is a non-submitting button by default and reports clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Sign in</Button>);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the loading label, is busy and ignores clicks while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading loadingLabel="Signing in..." onClick={onClick}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('is a link to the internal route', () => {
    renderWithTheme(<ButtonLink to="/discover">Browse content</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Browse content' })).toHaveAttribute(
      'href',
      '/discover',
    );
  });
});
