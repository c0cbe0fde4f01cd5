export { StatCard } from './stat-card';
export type { StatCardProps, StatCardTrend } from './stat-card';
