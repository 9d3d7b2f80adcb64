import { useIntl } from 'react-intl';
import { PasswordField, type PasswordFieldProps } from '../password-field';

/** One field's own props: its name, value handlers, ref and error, e.g. a form library's `register`. */
export type NewPasswordInputProps = Omit<PasswordFieldProps, 'label' | 'hint' | 'autoComplete'>;

export interface NewPasswordFieldsProps {
  /** The first field's props. */
  password: NewPasswordInputProps;
  /** The confirmation's props. */
  confirm: NewPasswordInputProps;
  /** The first field's label (default: "Password", in the page's language). */
  label?: string;
  /** The confirmation's label (default: "Confirm password", in the page's language). */
  confirmLabel?: string;
  /** Under the first field, e.g. the minimum length. */
  hint?: string;
}

/** A new password and its confirmation, both marked for the browser's password manager. */
export function NewPasswordFields({
  password,
  confirm,
  label,
  confirmLabel,
  hint,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={
          label ??
          intl.formatMessage({
            defaultMessage: 'Password',
            id: 'pw2tQu',
            description: 'New password form: label of the field for the new password',
          })
        }
        autoComplete="new-password"
        hint={hint}
        {...password}
      />
      <PasswordField
        label={
          confirmLabel ??
          intl.formatMessage({
            defaultMessage: 'Confirm password',
            id: 'vjNWtw',
            description:
              'New password form: label of the field where the new password is typed again',
          })
        }
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
