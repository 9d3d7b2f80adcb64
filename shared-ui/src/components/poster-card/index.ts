export { PosterCard } from './poster-card';
export type { PosterCardProps } from './poster-card';
