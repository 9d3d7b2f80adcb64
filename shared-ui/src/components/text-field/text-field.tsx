import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { BareInput, FieldError, FieldHint, FieldLabel, FieldRoot, InputBox } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Shown under the field in red; marks the input invalid. */
  error?: string;
  /** Helper text under the field (hidden while there is an error). */
  hint?: string;
  /** Icon inside the field, before the text. */
  icon?: ReactNode;
  /** Content inside the field, after the text (e.g. a show-password button). */
  trailing?: ReactNode;
}

export function TextField({
  label,
  error,
  hint,
  icon,
  trailing,
  id,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputBox $invalid={Boolean(error)}>
        {icon}
        <BareInput
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...inputProps}
        />
        {trailing}
      </InputBox>
      {error ? (
        <FieldError id={messageId}>{error}</FieldError>
      ) : (
        hint && <FieldHint id={messageId}>{hint}</FieldHint>
      )}
    </FieldRoot>
  );
}
