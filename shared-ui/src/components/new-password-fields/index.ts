export { NewPasswordFields } from './new-password-fields';
export type { NewPasswordFieldsProps, NewPasswordInputProps } from './new-password-fields';
