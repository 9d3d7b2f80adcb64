export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
