import { itemSettingName, itemSettingRanges, type ExerciseKind } from '@cep/contract';
import { FormField, Input, useMessages } from '@cep/ui';
import type { ComponentProps } from 'react';
import { exercisePickerMessages } from './exercise-picker-messages';

export interface ItemSettingsFieldsProps {
  kind: ExerciseKind;
  /** The field's input props by setting (react-hook-form's `register`, or a story's state). */
  inputProps: (name: (typeof itemSettingName.options)[number]) => ComponentProps<typeof Input>;
  /** The contract's message beside a setting, when it is wrong. */
  errorOf: (name: (typeof itemSettingName.options)[number]) => string | undefined;
}

/**
 * A plan item's therapist settings (issue 33 §2): only those the exercise takes, each with its
 * safe range under the field and the contract's Chinese message beside it when out of range.
 */
export function ItemSettingsFields({ kind, inputProps, errorOf }: ItemSettingsFieldsProps) {
  const t = useMessages(exercisePickerMessages);
  const ranges = itemSettingRanges[kind];
  const names = itemSettingName.options.filter((name) => ranges[name] !== undefined);
  return (
    <fieldset className="col-span-full grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-medium">{t.settingsLegend}</legend>
      {names.map((name) => (
        <FormField
          key={name}
          label={t.setting[name]}
          description={t.range(ranges[name]!.min, ranges[name]!.max)}
          error={errorOf(name)}
        >
          <Input inputMode="numeric" {...inputProps(name)} />
        </FormField>
      ))}
    </fieldset>
  );
}
