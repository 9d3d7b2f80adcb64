import { PasswordField, type PasswordFieldProps } from '../password-field';

/** One field's own props: its name, value handlers, ref and error, e.g. a form library's `register`. */
export type NewPasswordInputProps = Omit<PasswordFieldProps, 'label' | 'hint' | 'autoComplete'>;

export interface NewPasswordFieldsProps {
  /** The first field's props. */
  password: NewPasswordInputProps;
  /** The confirmation's props. */
  confirm: NewPasswordInputProps;
  label?: string;
  confirmLabel?: string;
  /** Under the first field, e.g. the minimum length. */
  hint?: string;
}

/** A new password and its confirmation, both marked for the browser's password manager. */
export function NewPasswordFields({
  password,
  confirm,
  label = 'Password',
  confirmLabel = 'Confirm password',
  hint,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={hint} {...password} />
      <PasswordField label={confirmLabel} autoComplete="new-password" {...confirm} />
    </>
  );
}
