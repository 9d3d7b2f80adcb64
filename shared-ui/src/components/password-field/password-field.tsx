import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../icon-button';
import { TextField, type TextFieldProps } from '../text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A TextField whose value can be revealed with a toggle button. */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      {...props}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      trailing={
        <IconButton
          size="sm"
          label={intl.formatMessage({
            defaultMessage: 'Show password',
            id: 'DzUeCk',
            description:
              'Password field: label of the toggle button that shows the typed password as plain text (pressed while shown)',
          })}
          aria-pressed={revealed}
          icon={revealed ? <EyeOff size={18} /> : <Eye size={18} />}
          onClick={() => setRevealed((value) => !value)}
        />
      }
    />
  );
}
