export { PasswordField } from './password-field';
export type { PasswordFieldProps } from './password-field';
