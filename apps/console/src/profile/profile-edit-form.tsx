import { FormField, Input, type InputProps, type SelectOption } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldPathByValue,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { useRuleMessage } from '../i18n/rule-messages';
import { AvatarField } from './avatar-field';
import { ChoiceField } from './choice-field';
import { EditFormFooter, SaveFailure } from './edit-form-parts';
import { LongTextField } from './long-text-field';
import type { UploadFile } from './profile-data';

/** A text field of the form's values (every field of the record is typed as text). */
type TextPath<Values extends FieldValues> = FieldPathByValue<Values, string>;

/** The input attributes a text field may set (its keyboard, its autofill, a unit after it). */
type TextInput = Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'spellCheck' | 'suffix'>;

/**
 * One field of a record's form, as data: the doctor's and the patient's forms are lists of these
 * (`profile-fields.ts`), drawn by the one `ProfileEditForm`.
 */
export type ProfileField<Values extends FieldValues> = { label: string; wide?: boolean } & (
  | {
      kind: 'text';
      name: TextPath<Values>;
      required?: boolean;
      description?: string | undefined;
      input?: TextInput;
      /** Where the schema reports this field's issue when not under `name` (`account.username`). */
      errorAt?: string;
    }
  | { kind: 'avatar'; name: TextPath<Values> }
  | { kind: 'choice'; name: TextPath<Values>; options: SelectOption[] }
  | { kind: 'longText'; name: TextPath<Values>; rows: number; autoComplete?: string }
);

export interface ProfileEditFormProps<Values extends FieldValues, Body> {
  /** The fields, in order (two columns from `sm`; `wide` ones take both). */
  fields: readonly ProfileField<Values>[];
  /** The texts the form starts from (the record's, or blanks for a new one). */
  defaultValues: DefaultValues<Values>;
  /** The contract's rules: the texts in, the body the call sends out (its issues under the fields). */
  schema: z.ZodType<Body, Values>;
  /** The field holding the person's name: the avatar's preview is named after it as it is typed. */
  nameField: TextPath<Values>;
  /** The saved name, while the name field is blank. */
  savedName: string;
  uploadFile: UploadFile;
  /** Saves the checked body; rejects with the server's error. */
  onSubmit: (body: Body) => Promise<void>;
  /** The last save's failure (the server's message), or `null`. */
  failure: string | null;
  /** Shown before the fields (医生管理: the account a new record belongs to). */
  leading?: ReactNode;
  /** The conflict panel of a save refused as stale (`useRevisionGuard`'s `panel`), beside 保存. */
  conflict?: ReactNode;
}

/**
 * The personal centre's form (spec §2) and the management pages' (医生管理, 患者管理): the record's
 * fields from a list, checked by the contract's schema as the server checks them, with the save's
 * failure beside it and 取消 / 保存 (which waits for an avatar upload).
 */
export function ProfileEditForm<Values extends FieldValues, Body>({
  fields,
  defaultValues,
  schema,
  nameField,
  savedName,
  uploadFile,
  onSubmit,
  failure,
  leading,
  conflict,
}: ProfileEditFormProps<Values, Body>) {
  const ruleMessage = useRuleMessage();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Body>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Body>,
    defaultValues,
  });
  const typedName = String(useWatch({ control, name: nameField }) ?? '');
  const messageAt = (path: string) =>
    ruleMessage((get(errors, path) as FieldErrors[string] | undefined)?.message as string);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {leading}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const wide = field.wide ? 'sm:col-span-2' : undefined;
          switch (field.kind) {
            case 'text':
              return (
                <FormField
                  key={field.name}
                  className={wide}
                  label={field.label}
                  required={field.required}
                  description={field.description}
                  error={
                    messageAt(field.name) ?? (field.errorAt ? messageAt(field.errorAt) : undefined)
                  }
                >
                  <Input size="lg" {...field.input} {...register(field.name)} />
                </FormField>
              );
            case 'avatar':
              return (
                <div key={field.name} className="sm:col-span-2">
                  <Controller
                    control={control}
                    name={field.name}
                    render={({ field: input, fieldState }) => (
                      <AvatarField
                        label={field.label}
                        personName={typedName.trim() || savedName}
                        value={input.value}
                        onChange={input.onChange}
                        uploadFile={uploadFile}
                        onBusyChange={setUploading}
                        error={ruleMessage(fieldState.error?.message)}
                      />
                    )}
                  />
                </div>
              );
            case 'choice':
              return (
                <ChoiceField
                  key={field.name}
                  control={control}
                  name={field.name}
                  label={field.label}
                  options={field.options}
                />
              );
            case 'longText':
              return (
                <LongTextField
                  key={field.name}
                  className={wide}
                  control={control}
                  name={field.name}
                  label={field.label}
                  rows={field.rows}
                  autoComplete={field.autoComplete}
                />
              );
          }
        })}
      </div>
      <SaveFailure message={failure} />
      {conflict}
      <EditFormFooter saving={isSubmitting} waiting={uploading} />
    </form>
  );
}
