import type { Patient, PatientUpdate } from '@cep/contract';
import { FormField, Input, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { profileMessages } from '../i18n/profile-messages';
import { useRuleMessage } from '../i18n/rule-messages';
import { AvatarField } from './avatar-field';
import { ChoiceField } from './choice-field';
import { choiceOptions } from './choice-options';
import { EditFormFooter, SaveFailure } from './edit-form-parts';
import { LongTextField } from './long-text-field';
import { patientFormSchema, patientFormValues, type PatientFormValues } from './patient-form';
import type { UploadFile } from './profile-data';

export interface PatientEditFormProps {
  /** The record being edited; the form starts from it and saves it whole. */
  record: Patient;
  uploadFile: UploadFile;
  /** Saves the checked record; rejects with the server's error. */
  onSubmit: (record: PatientUpdate) => Promise<void>;
  /** The last save's failure (the server's message), or `null`. */
  failure: string | null;
}

/**
 * The patient's fields (spec §2): name, avatar (portrait), phone, age, sex, work, hobby,
 * handedness, education, ID card number, home address — checked by the contract's
 * `patientUpdate` (the ID card's check digit included), as the server checks them.
 */
export function PatientEditForm({ record, uploadFile, onSubmit, failure }: PatientEditFormProps) {
  const t = useMessages(profileMessages);
  const ruleMessage = useRuleMessage();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PatientFormValues, unknown, PatientUpdate>({
    resolver: zodResolver(patientFormSchema(record)),
    defaultValues: patientFormValues(record),
  });
  const typedName = useWatch({ control, name: 'patientName' });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.fields.name} required error={ruleMessage(errors.patientName?.message)}>
          <Input size="lg" autoComplete="name" {...register('patientName')} />
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
            name="portrait"
            render={({ field, fieldState }) => (
              <AvatarField
                label={t.fields.avatar}
                personName={typedName.trim() || record.patientName}
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
        <FormField label={t.fields.work} error={ruleMessage(errors.job?.message)}>
          <Input size="lg" autoComplete="organization-title" {...register('job')} />
        </FormField>
        <FormField label={t.fields.hobby} error={ruleMessage(errors.hobby?.message)}>
          <Input size="lg" {...register('hobby')} />
        </FormField>
        <ChoiceField
          control={control}
          name="handedness"
          label={t.fields.handedness}
          options={choiceOptions('handedness', t.choices)}
        />
        <ChoiceField
          control={control}
          name="edu"
          label={t.fields.edu}
          options={choiceOptions('education', t.choices)}
        />
        <FormField
          className="sm:col-span-2"
          label={t.fields.identityCard}
          error={ruleMessage(errors.identityCard?.message)}
        >
          <Input size="lg" autoComplete="off" spellCheck={false} {...register('identityCard')} />
        </FormField>
        <LongTextField
          className="sm:col-span-2"
          control={control}
          name="address"
          label={t.fields.address}
          rows={2}
          autoComplete="street-address"
        />
      </div>
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={uploading} />
    </form>
  );
}
