import { cognitiveDomain, type ExerciseKind, type ExerciseList } from '@cep/contract';
import { Select, useLocale, useMessages, type SelectProps } from '@cep/ui';
import { exercisePickerMessages } from './exercise-picker-messages';

export interface ExercisePickerProps extends Omit<SelectProps, 'options' | 'onValueChange'> {
  /** The catalogue (`/api/exercise/list`). */
  catalogue: ExerciseList;
  onValueChange: (kind: ExerciseKind) => void;
}

/**
 * The plan picker (issue 33 §2): the exercises grouped by the cognitive domain they train, in the
 * contract's domain order, each with a line on what it trains, so a clinician picks by need.
 */
export function ExercisePicker({ catalogue, onValueChange, ...props }: ExercisePickerProps) {
  const t = useMessages(exercisePickerMessages);
  const locale = useLocale();
  const options = cognitiveDomain.options.flatMap((domain) =>
    catalogue
      .filter((entry) => entry.domain === domain)
      .map((entry) => ({
        value: entry.kind,
        label: entry.name[locale],
        group: t.domain[domain],
        description: t.trains[entry.kind],
      })),
  );
  return (
    <Select
      {...props}
      options={options}
      onValueChange={(value) => onValueChange(value as ExerciseKind)}
    />
  );
}
