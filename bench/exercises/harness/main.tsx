/// <reference types="vite/client" />
/*
 * The timing bench's page: one exercise screen from @cep/exercises, loaded through its own lazy
 * loader as the console does, with the browser's frame clock wrapped to record, for each stimulus,
 * when the screen asked for it to be drawn and the frame it was drawn in, and, for each response,
 * the input event's time and the moment the screen took the reaction time. bench/exercises/run.mjs
 * drives it with Playwright and reads `window.__bench`.
 */
import type { ExerciseKind, ExerciseResult } from '@cep/contract';
import { browserClock, exerciseScreens, levelParamsOf, type FrameClock } from '@cep/exercises';
import { LocaleProvider } from '@cep/ui';
import { createRoot } from 'react-dom/client';
import './harness.css';

interface BenchState {
  /** Frame time minus the time the screen asked for the frame (ms), per stimulus. */
  onsetGaps: number[];
  /** Reaction-time read minus the input event's timeStamp (ms), per response. */
  inputToRecord: number[];
  result: ExerciseResult | null;
  ready: boolean;
}

const state: BenchState = { onsetGaps: [], inputToRecord: [], result: null, ready: false };
(window as unknown as { __bench: BenchState }).__bench = state;

// The latest key or pointer press not yet taken by the screen (same clock as performance.now()).
let pendingInput: number | null = null;
for (const type of ['keydown', 'pointerdown'] as const) {
  window.addEventListener(type, (event) => (pendingInput = event.timeStamp), { capture: true });
}

const measuredClock: FrameClock = {
  now() {
    const now = browserClock.now();
    if (pendingInput !== null) {
      state.inputToRecord.push(now - pendingInput);
      pendingInput = null;
    }
    return now;
  },
  requestFrame(callback) {
    const asked = performance.now();
    return browserClock.requestFrame((frameTime) => {
      state.onsetGaps.push(Math.max(0, frameTime - asked));
      callback(frameTime);
    });
  },
  cancelFrame: (handle) => browserClock.cancelFrame(handle),
};

const search = new URLSearchParams(location.search);
const kind = search.get('kind') as ExerciseKind;
const level = Number(search.get('level') ?? 1);
const load = exerciseScreens[kind];
if (!load) throw new Error(`no exercise ${kind}`);
// Fewer trials than a real session keeps the bench short; timing per trial is the same.
const trials = Number(search.get('trials') ?? 0);
const levelParams = levelParamsOf(kind, level) as unknown as Record<string, unknown>;
const params = trials > 0 && 'trials' in levelParams ? { ...levelParams, trials } : levelParams;

const Screen = (await load()) as Awaited<
  ReturnType<NonNullable<(typeof exerciseScreens)['goNoGo']>>
>;
createRoot(document.getElementById('root')!).render(
  <LocaleProvider locale="zh-CN">
    <main>
      <Screen
        level={level}
        params={params as never}
        seed={7}
        clock={measuredClock}
        onFinish={(result) => (state.result = result)}
      />
    </main>
  </LocaleProvider>,
);
state.ready = true;
