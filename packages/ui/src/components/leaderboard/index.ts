export { Leaderboard } from './leaderboard';
export type { LeaderboardEntry, LeaderboardProps } from './leaderboard';
