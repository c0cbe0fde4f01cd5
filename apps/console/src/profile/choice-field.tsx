import { FormField, Select, useMessages, type SelectOption } from '@cep/ui';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { profileMessages } from '../i18n/profile-messages';
import { useRuleMessage } from '../i18n/rule-messages';

export interface ChoiceFieldProps<TValues extends FieldValues, TSaved> {
  /** The form's `control` (react-hook-form). */
  control: Control<TValues, unknown, TSaved>;
  /** A text field of the form holding the enum value ('' until chosen). */
  name: FieldPathByValue<TValues, string>;
  label: string;
  /** The contract's values with translated labels (`choiceOptions`). */
  options: SelectOption[];
}

/** One enum of the record (sex, job, handedness, education) as a labelled select in the form. */
export function ChoiceField<TValues extends FieldValues, TSaved>({
  control,
  name,
  label,
  options,
}: ChoiceFieldProps<TValues, TSaved>) {
  const t = useMessages(profileMessages);
  const ruleMessage = useRuleMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={ruleMessage(fieldState.error?.message)}>
          <Select
            size="lg"
            options={options}
            placeholder={t.choose}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
}
