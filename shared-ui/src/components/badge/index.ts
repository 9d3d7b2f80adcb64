export { Badge } from './badge';
export type { BadgeProps, BadgeTone } from './badge';
