import { TextField, type TextFieldProps } from 'shared-ui';

/** The auth forms' email input: same label, keyboard and autofill everywhere. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}
