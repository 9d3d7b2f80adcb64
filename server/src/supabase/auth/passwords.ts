import { authError, validationFailed } from './errors.js';
import { maxPasswordBytes, minPasswordLength } from './users.js';

/** GoTrue's password rules: present, at least 6 characters, at most bcrypt's 72 bytes. */
export function validNewPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '')
    throw validationFailed('Signup requires a valid password');
  if ([...password].length < minPasswordLength) {
    throw authError(
      422,
      'weak_password',
      `Password should be at least ${minPasswordLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  if (Buffer.byteLength(password) > maxPasswordBytes) {
    throw authError(
      422,
      'validation_failed',
      `Password cannot be longer than ${maxPasswordBytes} characters`,
    );
  }
  return password;
}
