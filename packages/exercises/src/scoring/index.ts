export { expectedSpan, judgeDigitSpan, scoreDigitSpan } from './digit-span';
export type { DigitSpanScore, SpanDirection } from './digit-span';
export { scoreSchulte } from './schulte-grid';
export type { SchulteScore } from './schulte-grid';
export { judgeGoNoGo, scoreGoNoGo } from './go-no-go';
export type { GoNoGoScore, GoNoGoStimulus } from './go-no-go';
export { isNBackTarget, scoreNBack } from './n-back';
export type { NBackScore } from './n-back';
export { judgeStroop, parseStroopStimulus, scoreStroop, stroopStimulus } from './stroop';
export type { StroopScore } from './stroop';
export {
  judgeSymbolDigit,
  parseSymbolDigitStimulus,
  scoreSymbolDigit,
  symbolDigitStimulus,
} from './symbol-digit';
export type { SymbolDigitScore } from './symbol-digit';
export { HEAVENLY_STEMS, scoreTrail, trailLabels } from './trail-making';
export type { TrailScore } from './trail-making';
export {
  judgeRotation,
  parseRotationStimulus,
  rotationStimulus,
  scoreRotation,
} from './mental-rotation';
export type { RotationAnswer, RotationScore } from './mental-rotation';
export {
  judgeVisualSearch,
  parseVisualSearchStimulus,
  scoreVisualSearch,
  visualSearchGridOutcomes,
  visualSearchStimulus,
} from './visual-search';
export type { SearchCell, VisualSearchScore } from './visual-search';
export {
  judgeWordList,
  parseWordListStimulus,
  scoreWordList,
  wordListStageOutcomes,
  wordListStimulus,
} from './word-list-recall';
export type { RecallStage, WordListScore } from './word-list-recall';
export {
  choiceStimulus,
  correctByQuestion,
  judgeChoice,
  parseChoiceStimulus,
  scoreChoices,
} from './choice';
export { mean, median, scoredTrials } from './summary';
export type { TrialSummary } from './summary';
export { levelOutcomes, scoreExercise } from './score-exercise';
