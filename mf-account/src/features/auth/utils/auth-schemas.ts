import { defineMessages } from 'react-intl';
import { z } from 'zod';

// The app's Content-Security-Policy forbids eval: without this, zod probes for it with
// `new Function` (a reported CSP violation) before falling back to the same non-JIT parsing.
z.config({ jitless: true });

/** What the auth forms say about an invalid field; the wording is the product's, keep it exact. */
export const AUTH_MESSAGES = defineMessages({
  email: {
    defaultMessage: 'Invalid email address',
    id: 'oqRI23',
    description: 'Auth forms: error under the email field when it is not an email address',
  },
  password: {
    defaultMessage: 'Password must be at least 6 characters',
    id: '7CbUyb',
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
    defaultMessage: 'Full name must be at most 200 characters',
    id: 'MFHPwE',
    description: 'Register form: error under the full name field when it is too long',
  },
  passwordTooLong: {
    defaultMessage:
      'Password must be at most 72 bytes (72 letters or digits; accented letters and emoji take more)',
    id: 'XOwVSg',
    description: 'Auth forms: error under the password field when it is too long',
  },
});

/** A field's problem: zod carries its key, the form shows its message (`useFieldError`). */
export type AuthIssue = keyof typeof AUTH_MESSAGES;

export const isAuthIssue = (value: string): value is AuthIssue =>
  Object.hasOwn(AUTH_MESSAGES, value);

const issue = (key: AuthIssue) => key;

/** The server's limits (the profile's name column, bcrypt's 72 bytes): refused here before it refuses them. */
export const MAX_FULL_NAME_LENGTH = 200;
const MAX_PASSWORD_BYTES = 72;

const email = z
  .string()
  .trim()
  .pipe(z.email(issue('email')));
const password = z
  .string()
  .min(6, issue('password'))
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
