import { Checkbox, FormField, Input, Select, useMessages } from '@cep/ui';
import { useId, type ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { FormDialog } from '../../../profile/edit-form-parts';
import { usersMessages } from './messages';
import { roleKeys, userKinds } from './user-form';

/* The parts the account forms share: their dialog, the kind and roles fields, the password input. */

/** A dialog holding one of the account forms (the console's one form dialog). */
export function UserFormDialog(props: Omit<ComponentProps<typeof FormDialog>, 'wide' | 'slot'>) {
  return <FormDialog {...props} slot="user-form-dialog" />;
}

/** The account kind as a labelled select (管理员 / 医生 / 患者). */
export function KindField<TValues extends FieldValues & { userAuth: string }, TSaved>({
  control,
  onKindChange,
}: {
  control: Control<TValues, unknown, TSaved>;
  onKindChange?: (kind: string) => void;
}) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  return (
    <Controller
      control={control}
      name={'userAuth' as Path<TValues>}
      render={({ field, fieldState }) => (
        <FormField label={t.form.userAuth} required error={ruleMessage(fieldState.error?.message)}>
          <Select
            size="lg"
            options={userKinds.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
            name={field.name}
            value={field.value as string}
            onValueChange={(kind) => {
              field.onChange(kind);
              onKindChange?.(kind);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
}

/** The roles as a group of checkboxes; the contract asks for at least one. */
export function RolesField<TValues extends FieldValues & { roles: string[] }, TSaved>({
  control,
}: {
  control: Control<TValues, unknown, TSaved>;
}) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={'roles' as Path<TValues>}
      render={({ field, fieldState }) => {
        const chosen = field.value as string[];
        const error = ruleMessage(fieldState.error?.message);
        return (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="mb-1 text-base font-medium">{t.form.roles}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {roleKeys.map((role) => (
                <Checkbox
                  key={role}
                  size="lg"
                  label={t.roleNames[role]}
                  checked={chosen.includes(role)}
                  invalid={error !== undefined}
                  onBlur={field.onBlur}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true
                        ? roleKeys.filter((key) => key === role || chosen.includes(key))
                        : chosen.filter((key) => key !== role),
                    )
                  }
                />
              ))}
            </div>
            {error && (
              <p id={errorId} className="text-base text-danger">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

/** A password field with its show-password switch (autocomplete off: it is someone else's). */
export function PasswordInput(props: React.ComponentProps<typeof Input>) {
  const t = useMessages(usersMessages);
  return (
    <Input
      size="lg"
      type="password"
      autoComplete="new-password"
      showPasswordLabel={t.form.showPassword}
      {...props}
    />
  );
}
