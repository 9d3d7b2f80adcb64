import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What a form's action answers: the server's refusal as a message, or null when it worked. */
type AuthAction<Values> = (values: Values) => Promise<string | null>;

export interface AuthFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  action: AuthAction<z.output<Schema>>;
  /** Runs once the action worked. */
  onSuccess?: (values: z.output<Schema>) => void;
}

/** The form, its submit handler and the server's refusal (null: none). */
export type AuthForm<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
> & {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  serverError: string | null;
};

/**
 * The auth forms' common ground: the validation messages through zod, the busy state, and
 * the server's refusal kept for a form-level alert (cleared on the next attempt).
 */
export function useAuthForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  action,
  onSuccess,
}: AuthFormOptions<Schema>): AuthForm<Schema> {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const error = await action(values);
    setServerError(error);
    if (!error) onSuccess?.(values);
  });
  return { ...form, submit, serverError };
}
