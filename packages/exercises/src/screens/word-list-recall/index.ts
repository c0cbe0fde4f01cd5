export { WordListRecallScreen } from './word-list-screen';
export { planWordList, wordListSteps } from './plan';
export type { WordListStep } from './plan';
export { WORDS } from './words';
