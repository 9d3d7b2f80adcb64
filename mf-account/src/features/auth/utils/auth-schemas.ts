import { z } from 'zod';

// The app's Content-Security-Policy forbids eval: without this, zod probes for it with
// `new Function` (a reported CSP violation) before falling back to the same non-JIT parsing.
z.config({ jitless: true });

/** What the auth forms say about an invalid field; the wording is the product's, keep it exact. */
export const AUTH_MESSAGES = {
  email: 'Invalid email address',
  password: 'Password must be at least 6 characters',
  fullName: 'Full name is required',
  passwordConfirm: "Passwords don't match",
  fullNameTooLong: 'Full name must be at most 200 characters',
  passwordTooLong:
    'Password must be at most 72 bytes (72 letters or digits; accented letters and emoji take more)',
} as const;

/** The server's limits (the profile's name column, bcrypt's 72 bytes): refused here before it refuses them. */
export const MAX_FULL_NAME_LENGTH = 200;
const MAX_PASSWORD_BYTES = 72;

const email = z.string().trim().pipe(z.email(AUTH_MESSAGES.email));
const password = z
  .string()
  .min(6, AUTH_MESSAGES.password)
  .refine(
    (value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES,
    AUTH_MESSAGES.passwordTooLong,
  );

export const loginSchema = z.object({ email, password });

export const registerSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(2, AUTH_MESSAGES.fullName)
      .max(MAX_FULL_NAME_LENGTH, AUTH_MESSAGES.fullNameTooLong),
    email,
    password,
    passwordConfirm: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    message: AUTH_MESSAGES.passwordConfirm,
    path: ['passwordConfirm'],
  });

export const emailSchema = z.object({ email });
export const newPasswordSchema = z
  .object({ password, passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    message: AUTH_MESSAGES.passwordConfirm,
    path: ['passwordConfirm'],
  });
