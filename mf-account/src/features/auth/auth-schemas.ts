import { z } from 'zod';

// The app's Content-Security-Policy forbids eval: without this, zod probes for it with
// `new Function` (a reported CSP violation) before falling back to the same non-JIT parsing.
z.config({ jitless: true });

/** Spec §5 messages, word for word. */
export const AUTH_MESSAGES = {
  email: 'Invalid email address',
  password: 'Password must be at least 6 characters',
  fullName: 'Full name is required',
  passwordConfirm: "Passwords don't match",
} as const;

const email = z.string().trim().pipe(z.email(AUTH_MESSAGES.email));
const password = z.string().min(6, AUTH_MESSAGES.password);

export const loginSchema = z.object({ email, password });

export const registerSchema = z
  .object({
    fullName: z.string().trim().min(2, AUTH_MESSAGES.fullName),
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
