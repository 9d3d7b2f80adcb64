export { Popover } from './popover';
export type { PopoverProps, PopoverAlign } from './popover';
