import { Button, useMessages } from '@cep/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ParamsOf } from '../../catalogue';
import { judgeDigitSpan, type SpanDirection } from '../../scoring';
import type { TrialProps } from '../runner';
import { digitSpanMessages } from './messages';

type Params = ParamsOf<'digitSpanForward' | 'digitSpanBackward'>;

/** The blank between two digits, so the same digit twice would still be seen as two. */
const GAP_SHARE = 0.2;

/**
 * One sequence: the digits one at a time, then the answer (typed, or on the on-screen keypad for
 * mouse and touch). The reaction time runs from the frame the answer prompt is drawn to OK.
 */
export function DigitSpanTrial({ stimulus, params, timer, onDone }: TrialProps<Params, string>) {
  const t = useMessages(digitSpanMessages);
  const direction: SpanDirection = params.kind === 'digitSpanForward' ? 'forward' : 'backward';
  const [shown, setShown] = useState(0); // digits shown so far (the current one is shown - 1)
  const [visible, setVisible] = useState(false);
  const [answer, setAnswer] = useState('');
  const answering = shown >= stimulus.length && !visible;
  const inputId = useId();

  useEffect(() => {
    if (answering) return;
    const on = params.stimulusMs * (1 - GAP_SHARE);
    const delay = visible ? on : params.stimulusMs * GAP_SHARE;
    const id = window.setTimeout(() => {
      if (visible) setVisible(false);
      else {
        setShown((n) => n + 1);
        setVisible(true);
      }
    }, delay);
    return () => window.clearTimeout(id);
  }, [answering, visible, params.stimulusMs]);

  // The answer field takes the focus so a keyboard user types straight away.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!answering) return;
    inputRef.current?.focus();
    timer.present();
  }, [answering, timer]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const rtMs = timer.respond();
    const response = answer === '' ? null : answer;
    onDone([
      {
        stimulus,
        response,
        correct: judgeDigitSpan(stimulus, response, direction),
        rtMs: response === null ? null : rtMs,
      },
    ]);
  }

  if (!answering) {
    return (
      <div className="flex flex-col items-center gap-4 py-6">
        <p className="text-lg text-muted-foreground">{t.watch}</p>
        <div
          data-testid="digit-stimulus"
          className="flex size-40 items-center justify-center rounded-lg border-2 border-border text-8xl font-semibold tabular-nums"
        >
          {visible ? stimulus[shown - 1] : ''}
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col items-center gap-4">
      <label htmlFor={inputId} className="text-lg">
        {direction === 'forward' ? t.answerForward : t.answerBackward}
      </label>
      <input
        id={inputId}
        aria-label={t.answerLabel}
        ref={inputRef}
        inputMode="numeric"
        autoComplete="off"
        value={answer}
        onChange={(event) => setAnswer(event.target.value.replace(/\D/g, '').slice(0, 12))}
        className="min-h-13 w-full max-w-xs rounded-md border-2 border-border bg-background px-3 text-center text-3xl tracking-[0.3em] tabular-nums focus-visible:outline-3 focus-visible:outline-focus"
      />
      <div role="group" aria-label={t.keypad} className="grid grid-cols-3 gap-2">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => (
          <Button
            key={digit}
            type="button"
            size="lg"
            shape="compact"
            onClick={() => setAnswer((a) => (a + digit).slice(0, 12))}
          >
            <span className="text-2xl">{digit}</span>
          </Button>
        ))}
        <Button type="button" size="lg" onClick={() => setAnswer((a) => a.slice(0, -1))}>
          {t.erase}
        </Button>
        <Button
          type="button"
          size="lg"
          shape="compact"
          onClick={() => setAnswer((a) => (a + '0').slice(0, 12))}
        >
          <span className="text-2xl">0</span>
        </Button>
        <Button type="submit" size="lg" variant="primary">
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
