export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption, RadioGroupAppearance } from './radio-group';
