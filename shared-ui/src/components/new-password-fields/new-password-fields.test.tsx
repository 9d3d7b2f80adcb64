import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { NewPasswordFields } from './new-password-fields';

describe('NewPasswordFields', () => {
  it('labels both fields for a new password and shows each error under its own field', () => {
    renderWithTheme(
      <NewPasswordFields
        label="New password"
        confirmLabel="Confirm new password"
        hint="At least 6 characters"
        password={{ name: 'password' }}
        confirm={{ name: 'passwordConfirm', error: "Passwords don't match" }}
      />,
    );
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAccessibleDescription('At least 6 characters');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription("Passwords don't match");
  });

  it('defaults to Password and Confirm password', () => {
    renderWithTheme(<NewPasswordFields password={{}} confirm={{}} />);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
  });
});
