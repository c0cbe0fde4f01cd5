import type { Doctor, DoctorUpdate } from '@cep/contract';
import { FormField, Input, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { profileMessages } from '../i18n/profile-messages';
import { useRuleMessage } from '../i18n/rule-messages';
import { AvatarField } from './avatar-field';
import { ChoiceField } from './choice-field';
import { choiceOptions } from './choice-options';
import { doctorFormSchema, doctorFormValues, type DoctorFormValues } from './doctor-form';
import { EditFormFooter, SaveFailure } from './edit-form-parts';
import { LongTextField } from './long-text-field';
import type { UploadFile } from './profile-data';

export interface DoctorEditFormProps<Body = DoctorUpdate> {
  /** The record being edited; the form starts from it and saves it whole. */
  record: Doctor;
  uploadFile: UploadFile;
  /** Saves the checked record; rejects with the server's error. */
  onSubmit: (record: Body) => Promise<void>;
  /** The last save's failure (the server's message), or `null`. */
  failure: string | null;
  /**
   * The rules the texts go through and the body they become (医生管理: `doctorCreateFormSchema`
   * for a new record, or `doctorFormSchema` with a masked phone kept).
   * @default doctorFormSchema(record)
   */
  schema?: z.ZodType<Body, DoctorFormValues>;
  /** Fields shown before the record's own (医生管理: the account a new record belongs to). */
  leading?: ReactNode;
}

/**
 * The doctor's fields (spec §2): name, avatar, phone, age, sex, job, certificate number, working
 * seniority, description — checked by the contract's `doctorUpdate`, as the server checks them.
 */
export function DoctorEditForm<Body = DoctorUpdate>({
  record,
  uploadFile,
  onSubmit,
  failure,
  schema,
  leading,
}: DoctorEditFormProps<Body>) {
  const t = useMessages(profileMessages);
  const ruleMessage = useRuleMessage();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DoctorFormValues, unknown, Body>({
    // Without a schema of its own, Body is DoctorUpdate: the record's update.
    resolver: (schema
      ? zodResolver(schema)
      : zodResolver(doctorFormSchema(record))) as unknown as Resolver<
      DoctorFormValues,
      unknown,
      Body
    >,
    defaultValues: doctorFormValues(record),
  });
  const typedName = useWatch({ control, name: 'doctorName' });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {leading}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.fields.name} required error={ruleMessage(errors.doctorName?.message)}>
          <Input size="lg" autoComplete="name" {...register('doctorName')} />
        </FormField>
        <FormField label={t.fields.phone} error={ruleMessage(errors.phone?.message)}>
          <Input
            size="lg"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...register('phone')}
          />
        </FormField>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="avatar"
            render={({ field, fieldState }) => (
              <AvatarField
                label={t.fields.avatar}
                personName={typedName.trim() || record.doctorName}
                value={field.value}
                onChange={field.onChange}
                uploadFile={uploadFile}
                onBusyChange={setUploading}
                error={ruleMessage(fieldState.error?.message)}
              />
            )}
          />
        </div>
        <FormField label={t.fields.age} error={ruleMessage(errors.age?.message)}>
          <Input size="lg" inputMode="numeric" suffix={t.ageUnit} {...register('age')} />
        </FormField>
        <ChoiceField
          control={control}
          name="sex"
          label={t.fields.sex}
          options={choiceOptions('sex', t.choices)}
        />
        <ChoiceField
          control={control}
          name="job"
          label={t.fields.job}
          options={choiceOptions('doctorJob', t.choices)}
        />
        <FormField
          label={t.fields.occupationalNumber}
          error={ruleMessage(errors.occupationalNumber?.message)}
        >
          <Input size="lg" autoComplete="off" {...register('occupationalNumber')} />
        </FormField>
        <FormField
          label={t.fields.workingSeniority}
          error={ruleMessage(errors.workingSeniority?.message)}
        >
          <Input
            size="lg"
            inputMode="numeric"
            suffix={t.seniorityUnit}
            {...register('workingSeniority')}
          />
        </FormField>
        <LongTextField
          className="sm:col-span-2"
          control={control}
          name="doctorDescribe"
          label={t.fields.doctorDescribe}
          rows={4}
        />
      </div>
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={uploading} />
    </form>
  );
}
