import type { Patient, PatientCreate, PatientUpdate } from '@cep/contract';
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
import {
  emptyPatientCreateValues,
  patientCreateFormSchema,
  patientFormSchema,
  patientFormValues,
  type PatientCreateFormValues,
} from './patient-form';
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
 * The same form for a new patient (患者管理's 新增): no record yet, plus the sign-in account the
 * patient gets (username and initial password); saves a `patientCreate` body with `account`.
 */
export interface PatientCreateFormProps {
  record?: undefined;
  uploadFile: UploadFile;
  onSubmit: (record: PatientCreate) => Promise<void>;
  failure: string | null;
  /** Labels of the account fields (the page's messages). */
  accountLabels: { username: string; password: string; passwordHint?: string };
}

/**
 * The patient's fields (spec §2): name, avatar (portrait), phone, age, sex, work, hobby,
 * handedness, education, ID card number, home address — checked by the contract's
 * `patientUpdate` (the ID card's check digit included), as the server checks them. Without a
 * `record` it is the create form (`patientCreate`, with the new account's fields first).
 */
export function PatientEditForm(props: PatientEditFormProps | PatientCreateFormProps) {
  const { record, uploadFile, failure } = props;
  const t = useMessages(profileMessages);
  const ruleMessage = useRuleMessage();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PatientCreateFormValues, unknown, PatientUpdate | PatientCreate>({
    resolver: zodResolver(record ? patientFormSchema(record) : patientCreateFormSchema()) as never,
    defaultValues: record
      ? { ...patientFormValues(record), username: '', password: '' }
      : emptyPatientCreateValues,
  });
  const submit = (body: PatientUpdate | PatientCreate) =>
    props.record ? props.onSubmit(body as PatientUpdate) : props.onSubmit(body as PatientCreate);
  const accountErrors = errors as typeof errors & {
    account?: { username?: { message?: string }; password?: { message?: string } };
  };
  const typedName = useWatch({ control, name: 'patientName' });

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {!props.record && (
          <>
            <FormField
              label={props.accountLabels.username}
              required
              error={ruleMessage(
                errors.username?.message ?? accountErrors.account?.username?.message,
              )}
            >
              <Input size="lg" autoComplete="off" spellCheck={false} {...register('username')} />
            </FormField>
            <FormField
              label={props.accountLabels.password}
              required
              description={props.accountLabels.passwordHint}
              error={ruleMessage(
                errors.password?.message ?? accountErrors.account?.password?.message,
              )}
            >
              <Input
                size="lg"
                type="password"
                autoComplete="new-password"
                {...register('password')}
              />
            </FormField>
          </>
        )}
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
                personName={typedName.trim() || record?.patientName || ''}
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
