export { Rating } from './rating';
export type { RatingProps, RatingSource } from './rating';
