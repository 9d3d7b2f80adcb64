import {
  useCallback,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { announceTypedText } from '../../hooks/announce-typed-text';
import { useValueTypedEarly } from '../../hooks/use-value-typed-early';
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
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  icon,
  trailing,
  id,
  ref,
  ...inputProps
}: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const refs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
    },
    [ref],
  );
  // A controlled field's text typed before hydration reaches its owner's onChange.
  const value = typeof inputProps.value === 'string' ? inputProps.value : undefined;
  useValueTypedEarly(inputRef, value, (typed) =>
    announceTypedText(inputRef.current!, value!, typed),
  );
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
          ref={refs}
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
