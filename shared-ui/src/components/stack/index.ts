export { Stack } from './stack';
export type { StackAlign, StackGap, StackJustify, StackProps } from './stack';
