import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from 'shared-ui';

/** The auth forms' email input: same label, keyboard and autofill everywhere. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({
        defaultMessage: 'Email',
        id: '7GqwMn',
        description: 'Auth forms: label of the email field',
      })}
      type="email"
      autoComplete="email"
      placeholder={intl.formatMessage({
        defaultMessage: 'you@example.com',
        id: 'Pn7wB0',
        description:
          'Auth forms: example email address shown in the empty email field; may be adapted to the language (keep it an email address)',
      })}
      {...props}
    />
  );
}
