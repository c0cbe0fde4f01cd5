import { describe, expect, it } from 'vitest';
import { createTrialTimer, type FrameClock } from './trial-timer';

/** A clock the test drives: `advance` moves time, `frame` runs the pending frame callbacks. */
function manualClock() {
  let time = 1000;
  let nextHandle = 1;
  const callbacks = new Map<number, (t: number) => void>();
  const clock: FrameClock = {
    now: () => time,
    requestFrame: (callback) => {
      callbacks.set(nextHandle, callback);
      return nextHandle++;
    },
    cancelFrame: (handle) => {
      callbacks.delete(handle);
    },
  };
  return {
    clock,
    advance: (ms: number) => {
      time += ms;
    },
    frame: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback(time);
    },
    pendingFrames: () => callbacks.size,
  };
}

describe('trial timer', () => {
  it('takes the onset from the frame the stimulus is drawn in, not from present()', () => {
    const m = manualClock();
    const timer = createTrialTimer(m.clock);
    const shown: number[] = [];
    timer.present((onset) => shown.push(onset));
    expect(timer.onset()).toBeNull();
    m.advance(16);
    m.frame();
    expect(timer.onset()).toBe(1016);
    expect(shown).toEqual([1016]);
    m.advance(432.5);
    expect(timer.respond()).toBe(432.5);
  });

  it('a response before the frame is an anticipation: no reaction time', () => {
    const m = manualClock();
    const timer = createTrialTimer(m.clock);
    timer.present();
    m.advance(5);
    expect(timer.respond()).toBeNull();
  });

  it('presenting again replaces the pending frame and the old onset', () => {
    const m = manualClock();
    const timer = createTrialTimer(m.clock);
    timer.present();
    m.frame();
    timer.present();
    expect(timer.onset()).toBeNull();
    expect(m.pendingFrames()).toBe(1);
    m.advance(100);
    m.frame();
    expect(timer.onset()).toBe(1100);
  });

  it('cancel (pause, abandon) drops the pending frame', () => {
    const m = manualClock();
    const timer = createTrialTimer(m.clock);
    let shown = false;
    timer.present(() => {
      shown = true;
    });
    timer.cancel();
    expect(m.pendingFrames()).toBe(0);
    m.frame();
    expect(shown).toBe(false);
    expect(timer.respond()).toBeNull();
  });
});
