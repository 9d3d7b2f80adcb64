export { SectionCard } from './section-card';
export type { SectionCardProps } from './section-card';
export { SectionHeader } from './section-header';
export type { SectionHeaderProps, SectionSize, SectionTone } from './section-header';
