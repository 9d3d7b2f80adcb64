export { Chip } from './chip';
export type { ChipProps } from './chip';
export { ChipList } from './chip-list';
export type { ChipListProps } from './chip-list';
