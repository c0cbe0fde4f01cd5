import type { TrialRecord } from '@cep/contract';

/** Builds scored trials for the scoring tests: [stimulus, response, rtMs] each. */
export function trials(
  rows: ReadonlyArray<readonly [string, string | null, number | null]>,
  practice = false,
): TrialRecord[] {
  return rows.map(([stimulus, response, rtMs], index) => ({
    index,
    practice,
    stimulus,
    response,
    correct: false, // scoring re-judges: the flag given here must not matter
    rtMs,
  }));
}
