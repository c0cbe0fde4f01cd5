import { doctorJob, education, handedness, sex } from '@cep/contract';
import type { SelectOption } from '@cep/ui';
import type { ChoiceLabels } from '../i18n/profile-messages';

/** The contract's enums, in their own order (education in the national statistics' order). */
const choices: { [K in keyof ChoiceLabels]: readonly (keyof ChoiceLabels[K])[] } = {
  sex: sex.options,
  doctorJob: doctorJob.options,
  handedness: handedness.options,
  education: education.options,
};

/** A select's options for one enum: the value is the contract's (Chinese), the label translated. */
export function choiceOptions(kind: keyof ChoiceLabels, labels: ChoiceLabels): SelectOption[] {
  const names: Record<string, string> = labels[kind];
  return choices[kind].map((value) => ({ value, label: names[value] ?? value }));
}

/** An enum value as the read-only view shows it; `null` stays empty. */
export function choiceLabel(
  kind: keyof ChoiceLabels,
  value: string | null,
  labels: ChoiceLabels,
): string | null {
  if (value === null) return null;
  const names: Record<string, string> = labels[kind];
  return names[value] ?? value;
}
