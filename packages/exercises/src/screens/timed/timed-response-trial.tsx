import { Button } from '@cep/ui';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { TrialOutcome } from '../runner';
import type { TrialTimer } from '../../timing';

/** A short blank before each stimulus, so the same stimulus twice is seen as two. */
export const BLANK_MS = 300;

export interface TimedResponseTrialProps {
  /** What is drawn while the stimulus is on. */
  display: ReactNode;
  /** The stimulus as stored in the trial record. */
  stimulus: string;
  stimulusMs: number;
  /** From onset; the trial ends when it runs out, or at the response. */
  responseWindowMs: number;
  /** The one response button (Space presses it too); its value goes into the record. */
  responseLabel: string;
  responseValue: string;
  judge: (response: string | null) => boolean;
  timer: TrialTimer;
  onDone: (outcomes: TrialOutcome[]) => void;
}

/**
 * A blank, the stimulus for `stimulusMs` (onset at its drawn frame), a response window: one press
 * (button, Space, touch) or none. A press during the blank is too early and does not count.
 */
export function TimedResponseTrial({
  display,
  stimulus,
  stimulusMs,
  responseWindowMs,
  responseLabel,
  responseValue,
  judge,
  timer,
  onDone,
}: TimedResponseTrialProps) {
  const [phase, setPhase] = useState<'blank' | 'shown' | 'hidden'>('blank');
  const ended = useRef(false);
  // Set at the drawn frame: from then on a response has a reaction time.
  const [drawn, setDrawn] = useState(false);

  function finish(response: string | null, rtMs: number | null) {
    if (ended.current) return;
    ended.current = true;
    onDone([{ stimulus, response, correct: judge(response), rtMs }]);
  }
  const noResponse = useEffectEvent(() => finish(null, null));

  useEffect(() => {
    const id = window.setTimeout(() => setPhase('shown'), BLANK_MS);
    return () => window.clearTimeout(id);
  }, []);

  // Keyed on the stimulus coming on only: hiding it must not restart (or clear) the window.
  const on = phase !== 'blank';
  useEffect(() => {
    if (!on) return;
    const timers: number[] = [];
    timer.present(() => {
      setDrawn(true);
      timers.push(window.setTimeout(() => setPhase('hidden'), stimulusMs));
      timers.push(window.setTimeout(noResponse, responseWindowMs));
    });
    return () => timers.forEach((id) => window.clearTimeout(id));
  }, [on, timer, stimulusMs, responseWindowMs]);

  function respond() {
    const rtMs = timer.respond();
    if (rtMs === null) return; // before the stimulus was drawn
    finish(responseValue, rtMs);
  }
  const respondOnKey = useEffectEvent(respond);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat) return;
      // Space on a focused button already clicks it.
      if (event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      respondOnKey();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="flex flex-col items-center gap-6">
      <div
        data-testid="timed-stimulus"
        data-state={phase}
        data-drawn={drawn || undefined}
        className="flex size-48 items-center justify-center rounded-lg border-2 border-border"
      >
        {phase === 'shown' ? display : null}
      </div>
      <Button size="lg" variant="primary" onClick={respond}>
        {responseLabel}
      </Button>
    </div>
  );
}
