export { Badge, badgeVariants, formatCount } from './badge';
export type { BadgeProps, BadgeLabelProps, BadgeDotProps } from './badge';
