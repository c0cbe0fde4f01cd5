import type { SymbolDigitParams } from '@cep/contract';
import { Button, useLocale, useMessages } from '@cep/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { judgeSymbolDigit, symbolDigitStimulus } from '../../scoring';
import type { TrialProps } from '../runner';
import { BLANK_MS } from '../timed/timed-response-trial';
import { symbolDigitMessages } from './messages';
import type { SymbolDigitItem } from './plan';
import { SymbolGlyph, symbolById } from './symbols';

/**
 * The key on top, one symbol below (after a short blank, onset at its drawn frame), answered by a
 * digit key or the on-screen keypad (1..pairs, three to a row) until the window runs out.
 */
export function SymbolDigitTrial({
  stimulus: item,
  params,
  timer,
  onDone,
}: TrialProps<SymbolDigitParams & { kind: 'symbolDigit' }, SymbolDigitItem>) {
  const t = useMessages(symbolDigitMessages);
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const ended = useRef(false);
  const stimulus = symbolDigitStimulus(item.symbol, item.digit);

  function finish(response: string | null, rtMs: number | null) {
    if (ended.current) return;
    ended.current = true;
    onDone([{ stimulus, response, correct: judgeSymbolDigit(stimulus, response), rtMs }]);
  }
  const noResponse = useEffectEvent(() => finish(null, null));

  useEffect(() => {
    const id = window.setTimeout(() => setShown(true), BLANK_MS);
    return () => window.clearTimeout(id);
  }, []);

  useEffect(() => {
    if (!shown) return;
    let limit: number | undefined;
    timer.present(() => {
      setDrawn(true);
      limit = window.setTimeout(noResponse, params.responseWindowMs);
    });
    return () => window.clearTimeout(limit);
  }, [shown, timer, params.responseWindowMs]);

  function answer(digit: number) {
    const rtMs = timer.respond();
    if (rtMs === null) return; // before the symbol was drawn
    finish(String(digit), rtMs);
  }
  const answerOnKey = useEffectEvent(answer);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || !/^[1-9]$/.test(event.key)) return;
      answerOnKey(Number(event.key));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="flex flex-col items-center gap-4">
      <ul
        aria-label={t.key}
        className="grid w-full max-w-md grid-cols-3 gap-1 rounded-lg border border-border p-2 sm:grid-cols-5"
      >
        {item.key.map((symbol, index) => (
          <li
            key={symbol}
            aria-label={t.pairOf(symbolById(symbol).name[locale], index + 1)}
            className="flex items-center justify-center gap-2 rounded-md bg-muted/40 py-1"
          >
            <SymbolGlyph id={symbol} />
            <span aria-hidden="true" className="text-2xl font-semibold tabular-nums">
              {index + 1}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-lg">{t.question}</p>
      <div
        data-testid="symbol-digit-symbol"
        data-drawn={drawn || undefined}
        className="flex size-32 items-center justify-center rounded-lg border-2 border-border"
      >
        {shown && (
          <SymbolGlyph
            id={item.symbol}
            label={`${t.shown}：${symbolById(item.symbol).name[locale]}`}
            className="size-20"
          />
        )}
      </div>
      <div role="group" aria-label={t.keypad} className="grid grid-cols-3 gap-2">
        {item.key.map((_, index) => (
          <Button key={index} size="lg" shape="compact" onClick={() => answer(index + 1)}>
            <span className="text-2xl tabular-nums">{index + 1}</span>
          </Button>
        ))}
      </div>
      <p className="text-muted-foreground">{t.keys}</p>
    </div>
  );
}
