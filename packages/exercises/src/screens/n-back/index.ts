export { NBackScreen } from './n-back-screen';
export { N_BACK_LETTERS, nBackStream, planNBack } from './plan';
export type { NBackStimulus } from './plan';
