import { proxy } from 'valtio';

/**
 * The idle lock of shared clinic computers (issue 12): the limits an admin set on the server, the
 * person's own idle time within them (in `settingsStore.idleMinutes`), and whether the screen is
 * locked now. Locked is per tab and never stored: a reload after the lock goes through sign-in's
 * token check like any start.
 */
export interface IdleLimits {
  /** Shortest idle time a person may choose, in minutes. */
  min: number;
  /** Longest idle time a person may choose, in minutes. */
  max: number;
  /** The idle time of someone who has not chosen, in minutes. */
  default: number;
}

/** Until the app hands over the server's limits: 15 minutes, chosen between 1 and 60. */
export const defaultIdleLimits: IdleLimits = { min: 1, max: 60, default: 15 };

export interface IdleLockState {
  limits: IdleLimits;
  locked: boolean;
}

export const idleLockStore: IdleLockState = proxy({
  limits: { ...defaultIdleLimits },
  locked: false,
});

/** The app's limits (from the server); a person's choice outside them is clamped when read. */
export function setIdleLimits(limits: IdleLimits): void {
  idleLockStore.limits = { ...limits };
}

/** Covers the screen: the app hides its pages and asks for the password. */
export function lockScreen(): void {
  idleLockStore.locked = true;
}

/** After the password was accepted (or another person signed in). */
export function unlockScreen(): void {
  idleLockStore.locked = false;
}

/** A person's idle minutes within the limits; no choice (or not a number): the default. */
export function idleMinutesWithin(chosen: number | null, limits: IdleLimits): number {
  const wanted = chosen === null || !Number.isFinite(chosen) ? limits.default : Math.round(chosen);
  return Math.min(limits.max, Math.max(limits.min, wanted));
}
