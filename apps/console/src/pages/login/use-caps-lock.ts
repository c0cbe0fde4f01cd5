import { useCallback, useState, type KeyboardEvent } from 'react';

/** What `useCapsLock` gives a field: the state, and the handlers that keep it current. */
export interface CapsLock {
  /** Caps Lock was on at the field's last key event. */
  on: boolean;
  /** Put on the field's `onKeyDown` and `onKeyUp`: every key event reports the lock's state. */
  track: (event: KeyboardEvent) => void;
  /** Call when the field loses focus: the hint is about typing into this field. */
  reset: () => void;
}

/**
 * Whether Caps Lock is on while typing into a field. Browsers expose the lock only on key (and
 * mouse) events, through `getModifierState('CapsLock')`, so the state is read on each of them.
 */
export function useCapsLock(): CapsLock {
  const [on, setOn] = useState(false);
  const track = useCallback((event: KeyboardEvent) => {
    setOn(event.getModifierState('CapsLock'));
  }, []);
  const reset = useCallback(() => setOn(false), []);
  return { on, track, reset };
}
