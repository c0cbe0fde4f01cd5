import type { ExerciseKind, ExerciseResult } from '@cep/contract';
import { exerciseScreens, type ExerciseScreenProps } from '@cep/exercises';
import { lazy, Suspense, type ComponentType } from 'react';

type AnyScreen = ComponentType<ExerciseScreenProps>;

/** A lazy screen: its exercise's code loads when it is first drawn (or prefetched). */
const lazyScreen = (kind: ExerciseKind) =>
  lazy(() =>
    (exerciseScreens[kind] as () => Promise<AnyScreen>)().then((Screen) => ({ default: Screen })),
  );

const DigitSpanForward = lazyScreen('digitSpanForward');
const DigitSpanBackward = lazyScreen('digitSpanBackward');
const SchulteGrid = lazyScreen('schulteGrid');
const GoNoGo = lazyScreen('goNoGo');
const NBack = lazyScreen('nBack');
const Stroop = lazyScreen('stroop');
// Issue 33, set A.
const SymbolDigit = lazyScreen('symbolDigit');
const TrailMaking = lazyScreen('trailMaking');
const MentalRotation = lazyScreen('mentalRotation');
// Set B (issue 33).
const VisualSearch = lazyScreen('visualSearch');
const WordListRecall = lazyScreen('wordListRecall');
const PictureNaming = lazyScreen('pictureNaming');
const OrientationQuiz = lazyScreen('orientationQuiz');

/** Loads the code of every exercise of a session up front, so it plays on without a connection. */
export function prefetchScreens(kinds: readonly ExerciseKind[]): Promise<unknown> {
  return Promise.all(
    [...new Set(kinds)].map((kind) =>
      (exerciseScreens[kind] as (() => Promise<unknown>) | undefined)?.(),
    ),
  );
}

interface ScreenProps {
  level: number;
  /** The level's parameters with the therapist's settings applied (exactly what is played). */
  params?: ExerciseScreenProps['params'];
  timeLimitMs?: number | undefined;
  hideScores?: boolean;
  onFinish: (result: ExerciseResult) => void;
  onAbandon: (result: ExerciseResult) => void;
}

function Screen({ kind, ...props }: ScreenProps & { kind: ExerciseKind }) {
  switch (kind) {
    case 'digitSpanForward':
      return <DigitSpanForward {...props} />;
    case 'digitSpanBackward':
      return <DigitSpanBackward {...props} />;
    case 'schulteGrid':
      return <SchulteGrid {...props} />;
    case 'goNoGo':
      return <GoNoGo {...props} />;
    case 'nBack':
      return <NBack {...props} />;
    case 'stroop':
      return <Stroop {...props} />;
    // Issue 33, set A.
    case 'symbolDigit':
      return <SymbolDigit {...props} />;
    case 'trailMaking':
      return <TrailMaking {...props} />;
    case 'mentalRotation':
      return <MentalRotation {...props} />;
    // Set B (issue 33).
    case 'visualSearch':
      return <VisualSearch {...props} />;
    case 'wordListRecall':
      return <WordListRecall {...props} />;
    case 'pictureNaming':
      return <PictureNaming {...props} />;
    case 'orientationQuiz':
      return <OrientationQuiz {...props} />;
  }
}

/** One exercise's screen at `level`, loading its own code only. */
export function ExerciseScreen({
  kind,
  fallback,
  ...props
}: ScreenProps & { kind: ExerciseKind; fallback: string }) {
  return (
    <Suspense fallback={<p role="status">{fallback}</p>}>
      <Screen kind={kind} {...props} />
    </Suspense>
  );
}
