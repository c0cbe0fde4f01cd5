export { ExerciseRunner } from './exercise-runner';
export type { ExerciseRunnerProps, StimulusPlan } from './exercise-runner';
export { pick, seededRandom, shuffle, shuffledFlags } from './random';
export type { ExerciseScreenProps, TrialComponent, TrialOutcome, TrialProps } from './types';
