import type { Education } from './enums';
import type { AssessmentKind } from './assessment-scales';

/*
 * Interpreting a total with the Chinese (Shanghai, n = 2,954; PMC8674928) cut-offs by age
 * (≤ 75, > 75) × education (≤ 6, > 6 years): MoCA below the cut-off → possible MCI, MMSE below it
 * → possible dementia. MoCA adds 1 point for ≤ 12 years of education (capped at 30). The answer
 * names the group, the numbers and the rule so a clinician can check it.
 */

/** Years of schooling of each education value (our mapping, DOMAIN.md §1). */
export const educationYears: { readonly [E in Education]: number } = {
  未上过学: 0,
  小学: 6,
  初中: 9,
  '高中(含中专)': 12,
  大学专科: 15,
  大学本科: 16,
  硕士研究生: 19,
  博士研究生: 22,
};

export type NormGroup = 'A' | 'B' | 'C' | 'D';

/** Cut-offs per group: MoCA (MCI if below), MMSE (dementia if below). */
export const normCutoffs: { readonly [G in NormGroup]: { moca: number; mmse: number } } = {
  A: { moca: 19.5, mmse: 23.5 }, // age ≤ 75, education ≤ 6 years
  B: { moca: 15.5, mmse: 19.5 }, // age > 75, education ≤ 6 years
  C: { moca: 24.5, mmse: 23.5 }, // age ≤ 75, education > 6 years
  D: { moca: 24.5, mmse: 23.5 }, // age > 75, education > 6 years
};

export function normGroupOf(age: number, years: number): NormGroup {
  if (years <= 6) return age <= 75 ? 'A' : 'B';
  return age <= 75 ? 'C' : 'D';
}

export interface Interpretation {
  kind: AssessmentKind;
  /** The sum of the item scores. */
  rawTotal: number;
  /** MoCA's +1 for ≤ 12 years of education; 0 otherwise (and always for the MMSE). */
  educationBonus: number;
  /** rawTotal + educationBonus, at most 30. */
  total: number;
  age: number;
  educationYears: number;
  group: NormGroup;
  cutoff: number;
  /** True when the total is below the group's cut-off. */
  belowCutoff: boolean;
  /** 'possibleMci' (MoCA) or 'possibleDementia' (MMSE) when below the cut-off, else 'withinNorm'. */
  finding: 'possibleMci' | 'possibleDementia' | 'withinNorm';
}

/**
 * Interprets a finished sheet's raw total for a patient of `age` and `education`; null when the
 * record lacks either (the sheet still shows its raw total; the clinician fills the record).
 */
export function interpret(
  kind: AssessmentKind,
  rawTotal: number,
  age: number | null,
  education: Education | null,
): Interpretation | null {
  if (age === null || education === null) return null;
  const years = educationYears[education];
  const educationBonus = kind === 'moca' && years <= 12 ? 1 : 0;
  const total = Math.min(30, rawTotal + educationBonus);
  const group = normGroupOf(age, years);
  const cutoff = normCutoffs[group][kind];
  const belowCutoff = total < cutoff;
  return {
    kind,
    rawTotal,
    educationBonus,
    total,
    age,
    educationYears: years,
    group,
    cutoff,
    belowCutoff,
    finding: !belowCutoff ? 'withinNorm' : kind === 'moca' ? 'possibleMci' : 'possibleDementia',
  };
}
