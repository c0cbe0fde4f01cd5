import { FormField, Textarea } from '@cep/ui';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useRuleMessage } from '../i18n/rule-messages';

/** The contract's `freeText` limit (descriptions, addresses): the counter shows it. */
const FREE_TEXT_MAX = 500;

export interface LongTextFieldProps<TValues extends FieldValues, TSaved> {
  /** The form's `control` (react-hook-form). */
  control: Control<TValues, unknown, TSaved>;
  /** A text field of the form. */
  name: FieldPathByValue<TValues, string>;
  label: string;
  /** Visible lines. */
  rows: number;
  autoComplete?: string;
  className?: string;
}

/**
 * A free-text field of the record with its "12/500" counter. Controlled (not `register`ed): the
 * counter counts the value it is given, so it is right from the record's first text on.
 */
export function LongTextField<TValues extends FieldValues, TSaved>({
  control,
  name,
  label,
  rows,
  autoComplete,
  className,
}: LongTextFieldProps<TValues, TSaved>) {
  const ruleMessage = useRuleMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          className={className}
          label={label}
          error={ruleMessage(fieldState.error?.message)}
        >
          <Textarea
            rows={rows}
            maxLength={FREE_TEXT_MAX}
            autoComplete={autoComplete}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
}
