import { patientGroupCreate, type GroupModeration } from '@cep/contract';
import { Button, FormField, Input, RadioGroup, Select, Textarea, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { SaveFailure, useSave } from '../../../profile/edit-form-parts';
import type { RevisionGuard } from '../../../profile/revision-conflict';
import { communityMessages } from '../messages';

/** What the form edits: a group's name, purpose and moderation (and, for the admin, its doctor). */
const groupFields = patientGroupCreate.pick({
  name: true,
  purpose: true,
  moderation: true,
  doctorId: true,
});
export type GroupFields = z.output<typeof groupFields>;

/**
 * 新建小组 / 小组设置: the contract's rules in the form. `doctors` (the admin only) lets them name
 * the group's leading doctor; a doctor leads their own.
 */
export function GroupForm({
  initial,
  doctors,
  submitText,
  onSave,
  guard,
}: {
  initial?: { name: string; purpose: string; moderation: GroupModeration };
  doctors?: ReadonlyArray<{ id: number; name: string }>;
  submitText: string;
  onSave: (fields: GroupFields) => Promise<void>;
  /** Editing: the guard of the group's revision (its conflict panel shows beside 保存). */
  guard?: RevisionGuard;
}) {
  const t = useMessages(communityMessages);
  const ruleMessage = useRuleMessage();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof groupFields>, unknown, GroupFields>({
    resolver: zodResolver(
      doctors
        ? groupFields.refine((value) => value.doctorId !== undefined, {
            path: ['doctorId'],
            message: t.pickDoctor,
          })
        : groupFields,
    ),
    defaultValues: initial ?? { name: '', purpose: '', moderation: 'pre' },
  });
  const { failure, submit } = useSave<GroupFields>(onSave, undefined, guard);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <FormField label={t.groupName} error={ruleMessage(errors.name?.message)} required>
        <Input maxLength={50} {...register('name')} />
      </FormField>
      <FormField label={t.purpose} error={ruleMessage(errors.purpose?.message)}>
        <Textarea rows={2} maxLength={500} {...register('purpose')} />
      </FormField>
      <FormField label={t.moderation}>
        <Controller
          control={control}
          name="moderation"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              items={[
                { value: 'pre', label: t.moderationPre },
                { value: 'post', label: t.moderationPost },
              ]}
            />
          )}
        />
      </FormField>
      {doctors && (
        <FormField label={t.leadDoctor} error={ruleMessage(errors.doctorId?.message)} required>
          <Controller
            control={control}
            name="doctorId"
            render={({ field }) => (
              <Select
                placeholder={t.pickDoctor}
                value={field.value === undefined ? '' : String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                options={doctors.map((d) => ({ value: String(d.id), label: d.name }))}
              />
            )}
          />
        </FormField>
      )}
      <SaveFailure message={failure} />
      {guard?.panel}
      <div>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
