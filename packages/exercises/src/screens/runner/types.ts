import type { ExerciseKind, ExerciseResult, TrialRecord } from '@cep/contract';
import type { ComponentType } from 'react';
import type { ParamsOf } from '../../catalogue';
import type { FrameClock, TrialTimer } from '../../timing';

/** What a trial reports: the runner adds its index and practice flag. */
export type TrialOutcome = Omit<TrialRecord, 'index' | 'practice'>;

/** Props every exercise screen takes (each is the default export of its own lazy entry). */
export interface ExerciseScreenProps<K extends ExerciseKind = ExerciseKind> {
  /** The level to play (clamped to the exercise's 1..max). */
  level: number;
  /** Overrides the catalogue's parameters of that level (e.g. a therapist's setting). */
  params?: ParamsOf<K>;
  /**
   * A time limit for the scored trials (a therapist's setting), in ms: when it runs out the run
   * ends with the trials done so far. A pause stops the clock. None when left out.
   */
  timeLimitMs?: number | undefined;
  /** Shows no score at the end (the patient's 隐藏成绩 switch, set by their clinician). */
  hideScores?: boolean;
  /** Called once with the scored result when the last trial is done. */
  onFinish?: (result: ExerciseResult) => void;
  /** Called once when the patient quits: what was done so far, outcome 'abandoned'. */
  onAbandon?: (result: ExerciseResult) => void;
  /** Seeds the stimuli to replay a run exactly; random when left out. */
  seed?: number;
  /** The clock of onsets and reaction times; the browser's by default. */
  clock?: FrameClock;
}

/** One unit of play: a trial for most exercises, a whole grid for Schulte. */
export interface TrialProps<P, S> {
  stimulus: S;
  params: P;
  practice: boolean;
  timer: TrialTimer;
  /** Ends the unit with its trial records (a Schulte grid gives one per tap). */
  onDone: (outcomes: TrialOutcome[]) => void;
}

export type TrialComponent<P, S> = ComponentType<TrialProps<P, S>>;
