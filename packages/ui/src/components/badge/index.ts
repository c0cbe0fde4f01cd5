export { Badge } from './badge';
export type { BadgeProps, BadgeLabelProps, BadgeDotProps } from './badge';
