import { proxy } from 'valtio';

/**
 * The idle lock of shared clinic computers (issue 12): the limits an admin set on the server (the
 * app passes them to `LayoutProvider` as `idleLimits`), the person's own idle time within them (in
 * the settings' `idleMinutes`), and whether the screen is locked now. Locked is per tab and never
 * stored: a reload after the lock goes through sign-in's token check like any start.
 */
export interface IdleLimits {
  /** Shortest idle time a person may choose, in minutes. */
  min: number;
  /** Longest idle time a person may choose, in minutes. */
  max: number;
  /** The idle time of someone who has not chosen, in minutes. */
  default: number;
}

/** Until the app hands over its limits: 15 minutes, chosen between 1 and 60. */
export const defaultIdleLimits: IdleLimits = { min: 1, max: 60, default: 15 };

export interface IdleLockState {
  locked: boolean;
}

export interface IdleLockStore {
  readonly state: IdleLockState;
  /** Covers the screen: the app hides its pages and asks for the password. */
  lock: () => void;
  /** After the password was accepted (or another person signed in). */
  unlock: () => void;
}

export function createIdleLockStore(initial?: Partial<IdleLockState>): IdleLockStore {
  const state = proxy<IdleLockState>({ locked: false, ...initial });
  return {
    state,
    lock: () => {
      state.locked = true;
    },
    unlock: () => {
      state.locked = false;
    },
  };
}

/** A person's idle minutes within the limits; no choice (or not a number): the default. */
export function idleMinutesWithin(chosen: number | null, limits: IdleLimits): number {
  const wanted = chosen === null || !Number.isFinite(chosen) ? limits.default : Math.round(chosen);
  return Math.min(limits.max, Math.max(limits.min, wanted));
}
