export {
  DEFAULT_LEVEL_RULE,
  applyOutcome,
  applyOutcomes,
  startLevel,
  toLevelRule,
} from './level-engine';
export type { LevelChange, LevelState, LevelStep } from './level-engine';
