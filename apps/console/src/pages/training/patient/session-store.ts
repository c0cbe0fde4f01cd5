import type { LevelStateData } from '@cep/contract';

/*
 * Where a patient's session stands, in localStorage, so a reload or a closed tab resumes it: the
 * session's id, its plan, which exercise is next and where the level engine stands for each item
 * (results may still be waiting in the outbox, so the server's levels can be behind).
 */

export interface SavedSession {
  sessionClientId: string;
  planId: number;
  startedAt: number;
  /** Index of the next plan item to play. */
  position: number;
  levels: Record<number, LevelStateData>;
}

const keyOf = (patientId: number) => `cep-training-session-${patientId}`;

/** The saved session of `patientId` for `planId`, if one was left unfinished. */
export function loadSession(patientId: number, planId: number): SavedSession | null {
  try {
    const raw = localStorage.getItem(keyOf(patientId));
    if (!raw) return null;
    const saved = JSON.parse(raw) as SavedSession;
    return saved.planId === planId ? saved : null;
  } catch {
    return null;
  }
}

export function saveSession(patientId: number, session: SavedSession): void {
  localStorage.setItem(keyOf(patientId), JSON.stringify(session));
}

export function clearSession(patientId: number): void {
  localStorage.removeItem(keyOf(patientId));
}
