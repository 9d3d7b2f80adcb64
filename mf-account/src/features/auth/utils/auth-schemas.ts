import { defineMessages } from 'react-intl';
import type { TypedMessages } from 'shared-core';
import { z } from 'zod';

// The app's Content-Security-Policy forbids eval: without this, zod probes for it with
// `new Function` (a reported CSP violation) before falling back to the same non-JIT parsing.
z.config({ jitless: true });

/** The server's limits (the profile's name column, bcrypt's 72 bytes): refused here before it refuses them. */
export const MAX_FULL_NAME_LENGTH = 200;
const MAX_PASSWORD_BYTES = 72;
export const MIN_PASSWORD_LENGTH = 6;

type AuthIssueKey =
  'email' | 'password' | 'fullName' | 'passwordConfirm' | 'fullNameTooLong' | 'passwordTooLong';

/**
 * What the auth forms say about an invalid field; the wording is the product's, keep it exact.
 * `{limit}` is the issue's limit (`ISSUE_LIMITS`).
 */
type AuthMessagesValues = Record<AuthIssueKey, { limit: number }>;

export const AUTH_MESSAGES: TypedMessages<AuthMessagesValues> = defineMessages<AuthMessagesValues>({
  email: {
    defaultMessage: 'Invalid email address',
    id: 'oqRI23',
    description: 'Auth forms: error under the email field when it is not an email address',
  },
  password: {
    defaultMessage:
      'Password must be at least {limit, plural, one {# character} other {# characters}}',
    id: 'EbZA6b',
    description: 'Auth forms: error under the password field when it is too short',
  },
  fullName: {
    defaultMessage: 'Full name is required',
    id: 'JOXBmn',
    description: 'Register form: error under the full name field when it is empty or one letter',
  },
  passwordConfirm: {
    defaultMessage: "Passwords don't match",
    id: 'Hnf3tp',
    description: 'Auth forms: error under the password confirmation field',
  },
  fullNameTooLong: {
    defaultMessage:
      'Full name must be at most {limit, plural, one {# character} other {# characters}}',
    id: 'SnH0Bv',
    description: 'Register form: error under the full name field when it is too long',
  },
  passwordTooLong: {
    defaultMessage:
      'Password must be at most {limit} bytes ({limit} letters or digits; accented letters and emoji take more)',
    id: 'E16NZx',
    description: 'Auth forms: error under the password field when it is too long',
  },
});

/** The hint under a new password's field. */
type AuthHintsValues = { password: { limit: number } };

export const AUTH_HINTS: TypedMessages<AuthHintsValues> = defineMessages<AuthHintsValues>({
  password: {
    defaultMessage: 'At least {limit, plural, one {# character} other {# characters}}',
    id: 'tF4UZg',
    description: 'Auth forms (register, new password): hint under the new password field',
  },
});

/** A field's problem: zod carries its key, the form shows its message (`useFieldError`). */
export type AuthIssue = keyof typeof AUTH_MESSAGES;

export const isAuthIssue = (value: string): value is AuthIssue =>
  Object.hasOwn(AUTH_MESSAGES, value);

const issue = (key: AuthIssue) => key;

/** The limit an issue's message names. */
export const ISSUE_LIMITS: Partial<Record<AuthIssue, number>> = {
  password: MIN_PASSWORD_LENGTH,
  fullNameTooLong: MAX_FULL_NAME_LENGTH,
  passwordTooLong: MAX_PASSWORD_BYTES,
};

const email = z
  .string()
  .trim()
  .pipe(z.email(issue('email')));
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, issue('password'))
  .refine(
    (value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES,
    issue('passwordTooLong'),
  );

export const loginSchema = z.object({ email, password });

export const registerSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(2, issue('fullName'))
      .max(MAX_FULL_NAME_LENGTH, issue('fullNameTooLong')),
    email,
    password,
    passwordConfirm: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    message: issue('passwordConfirm'),
    path: ['passwordConfirm'],
  });

export const emailSchema = z.object({ email });
export const newPasswordSchema = z
  .object({ password, passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    message: issue('passwordConfirm'),
    path: ['passwordConfirm'],
  });
