export { Sheet } from './sheet';
export type { SheetProps, SheetSide } from './sheet';
