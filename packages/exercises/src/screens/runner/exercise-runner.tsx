import type { ExerciseKind, ExerciseResult, TrialRecord } from '@cep/contract';
import { Button, useLocale, useMessages } from '@cep/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { exerciseCatalogue, levelParamsOf, type ParamsOf } from '../../catalogue';
import { scoreExercise } from '../../scoring';
import { createTrialTimer } from '../../timing';
import { runnerMessages } from './messages';
import { seededRandom } from './random';
import { ResultView } from './result-view';
import { useTimeLimit } from './use-time-limit';
import type { ExerciseScreenProps, TrialComponent, TrialOutcome } from './types';

export interface StimulusPlan<S> {
  practice: S[];
  scored: S[];
}

export interface ExerciseRunnerProps<K extends ExerciseKind, S> extends ExerciseScreenProps<K> {
  kind: K;
  /** Draws the practice and scored stimuli up front, so a pause can replay the same trial. */
  plan: (params: ParamsOf<K>, random: () => number) => StimulusPlan<S>;
  Trial: TrialComponent<ParamsOf<K>, S>;
  /** Said on screen under the instructions (e.g. Stroop: colour is the task). */
  note?: ReactNode;
}

type Phase = 'instructions' | 'practice' | 'between' | 'trials' | 'paused' | 'done' | 'abandoned';

/**
 * The frame of every exercise: instructions → practice → trials → result, with a pause (the
 * interrupted trial is dropped and replayed) and a clean abandon (timers stopped, the result so far
 * handed over as 'abandoned'). The trial itself is the exercise's own component.
 */
export function ExerciseRunner<K extends ExerciseKind, S>({
  kind,
  level,
  params: paramsOverride,
  plan,
  Trial,
  note,
  onFinish,
  onAbandon,
  seed,
  clock,
  timeLimitMs,
  hideScores = false,
}: ExerciseRunnerProps<K, S>) {
  const t = useMessages(runnerMessages);
  const locale = useLocale();
  const definition = exerciseCatalogue[kind];
  const playedLevel = Math.min(Math.max(Math.trunc(level), 1), definition.entry.maxLevel);
  const params = paramsOverride ?? levelParamsOf(kind, playedLevel);
  // A fresh generator per call: React may run this initializer twice, and a replay must match.
  const [stimuli] = useState(() =>
    plan(params, seed === undefined ? Math.random : seededRandom(seed)),
  );
  const timer = useMemo(() => createTrialTimer(clock), [clock]);
  const [phase, setPhase] = useState<Phase>('instructions');
  const [resumeTo, setResumeTo] = useState<'practice' | 'trials'>('practice');
  const [position, setPosition] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [records, setRecords] = useState<TrialRecord[]>([]);
  const [feedback, setFeedback] = useState<boolean | null>(null);
  const [result, setResult] = useState<ExerciseResult | null>(null);
  const reported = useRef(false);
  // The time limit ends the run with what is recorded when it fires (a ref: the effect's timer
  // outlives the render that set it).
  const recordsNow = useRef(records);
  useEffect(() => {
    recordsNow.current = records;
  }, [records]);
  const secondsLeft = useTimeLimit(timeLimitMs, phase === 'trials', () =>
    finish(recordsNow.current),
  );

  const running = phase === 'practice' || phase === 'trials';
  const list = phase === 'practice' ? stimuli.practice : stimuli.scored;
  const stimulus = list[position];

  // Every stop (pause, abandon, end, unmount) forgets the stimulus on screen.
  useEffect(() => {
    if (!running) timer.cancel();
    return () => timer.cancel();
  }, [running, timer]);

  function finish(all: TrialRecord[]) {
    if (reported.current) return;
    const scored = scoreExercise(params, playedLevel, all, 'completed');
    setResult(scored);
    setPhase('done');
    if (!reported.current) {
      reported.current = true;
      onFinish?.(scored);
    }
  }

  function onDone(outcomes: TrialOutcome[]) {
    const practice = phase === 'practice';
    const next = [
      ...records,
      ...outcomes.map((outcome, i) => ({ ...outcome, index: records.length + i, practice })),
    ];
    setRecords(next);
    // A step with no record (a word to study, an unscored filler) has no right or wrong to say.
    if (practice && outcomes.length > 0) setFeedback(outcomes.every((outcome) => outcome.correct));
    if (position + 1 < list.length) {
      setPosition(position + 1);
      return;
    }
    setPosition(0);
    if (practice) setPhase('between');
    else finish(next);
  }

  function start(which: 'practice' | 'trials') {
    setFeedback(null);
    setPosition(0);
    setPhase(which === 'practice' && stimuli.practice.length === 0 ? 'trials' : which);
  }

  function pause() {
    if (!running) return;
    setResumeTo(phase as 'practice' | 'trials');
    setPhase('paused');
  }

  function resume() {
    setAttempt((n) => n + 1); // remount: the interrupted trial starts again
    setPhase(resumeTo);
  }

  function abandon() {
    const partial = scoreExercise(params, playedLevel, records, 'abandoned');
    setResult(partial);
    setPhase('abandoned');
    if (!reported.current) {
      reported.current = true;
      onAbandon?.(partial);
    }
  }

  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') pause();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const total = phase === 'practice' ? stimuli.practice.length : stimuli.scored.length;

  return (
    <section
      aria-labelledby="exercise-title"
      data-phase={phase}
      className="flex w-full max-w-3xl flex-col gap-4 rounded-lg border border-border bg-background p-4 text-foreground sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="exercise-title" className="text-2xl font-semibold">
          {definition.entry.name[locale]}
          <span className="ms-3 text-lg font-normal text-muted-foreground">
            {t.level(playedLevel)}
          </span>
        </h2>
        {(running || phase === 'paused' || phase === 'between') && (
          <div className="flex gap-2">
            {running && (
              <Button size="lg" onClick={pause}>
                {t.pause}
              </Button>
            )}
            <Button size="lg" variant="danger" onClick={abandon}>
              {t.abandon}
            </Button>
          </div>
        )}
      </header>

      {phase === 'instructions' && (
        <div className="flex flex-col gap-4">
          <p className="text-lg leading-relaxed">{definition.entry.instructions[locale]}</p>
          {note}
          {timeLimitMs !== undefined && (
            <p className="text-lg" data-testid="exercise-time-limit">
              {t.timeLimit(Math.round(timeLimitMs / 1000))}
            </p>
          )}
          <p className="text-muted-foreground">{t.pauseKey}</p>
          <div>
            <Button size="lg" variant="primary" onClick={() => start('practice')}>
              {stimuli.practice.length > 0 ? t.startPractice : t.start}
            </Button>
          </div>
        </div>
      )}

      {running && stimulus !== undefined && (
        <>
          <p className="text-muted-foreground" aria-live="polite">
            {phase === 'practice' ? `${t.practice} · ` : ''}
            {t.progress(position + 1, total)}
            {phase === 'trials' && secondsLeft !== null ? ` · ${t.secondsLeft(secondsLeft)}` : ''}
          </p>
          <Trial
            key={`${phase}-${position}-${attempt}`}
            stimulus={stimulus}
            params={params}
            practice={phase === 'practice'}
            timer={timer}
            onDone={onDone}
          />
          <p role="status" className="min-h-7 text-lg font-semibold">
            {phase === 'practice' && feedback !== null ? (feedback ? t.correct : t.wrong) : ''}
          </p>
        </>
      )}

      {phase === 'between' && (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-lg">
            {feedback !== null && `${feedback ? t.correct : t.wrong} · `}
            {t.practiceDone}
          </p>
          <div>
            <Button size="lg" variant="primary" onClick={() => start('trials')}>
              {t.startTrials}
            </Button>
          </div>
        </div>
      )}

      {phase === 'paused' && (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-lg">
            {t.paused}
          </p>
          <div>
            <Button size="lg" variant="primary" onClick={resume}>
              {t.resume}
            </Button>
          </div>
        </div>
      )}

      {phase === 'abandoned' && (
        <p role="status" className="text-lg">
          {t.abandoned}
        </p>
      )}

      {phase === 'done' &&
        result &&
        (hideScores ? (
          <p role="status" className="text-lg">
            {t.doneNoScore}
          </p>
        ) : (
          <ResultView result={result} />
        ))}
    </section>
  );
}
