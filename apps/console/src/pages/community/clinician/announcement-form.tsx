import { announcementCreate, type PatientGroup } from '@cep/contract';
import { Button, Checkbox, FormField, Input, RadioGroup, Select, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { SaveFailure, useSave } from '../../../profile/edit-form-parts';
import type { RevisionGuard } from '../../../profile/revision-conflict';
import { RichTextEditor } from '../../../rich-text/rich-text-editor';
import { communityMessages } from '../messages';

type AnnouncementBody = z.output<typeof announcementCreate>;

/**
 * 发布公告 / 编辑: title, who it is for (all patients, a group the clinician leads, their care
 * teams — the admin has no care team), pin, and the body in the rich-text editor. When editing,
 * the audience stays as published.
 */
export function AnnouncementForm({
  groups,
  careTeam,
  initial,
  submitText,
  onSave,
  guard,
}: {
  groups: ReadonlyArray<Pick<PatientGroup, 'id' | 'name'>>;
  /** Offer "my care teams" (doctors). */
  careTeam: boolean;
  initial?: { title: string; bodyHtml: string; pinned: boolean };
  submitText: string;
  onSave: (announcement: AnnouncementBody) => Promise<void>;
  /** Editing: the guard of the announcement's revision (its conflict panel shows beside 保存). */
  guard?: RevisionGuard;
}) {
  const t = useMessages(communityMessages);
  const ruleMessage = useRuleMessage();
  const bodyHint = useId();
  const [editorKey, setEditorKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof announcementCreate>, unknown, AnnouncementBody>({
    resolver: zodResolver(announcementCreate),
    defaultValues: { title: '', bodyHtml: '', pinned: false, audience: 'all', ...initial },
  });
  const audience = useWatch({ control, name: 'audience' });
  const { failure, submit } = useSave<AnnouncementBody>(
    onSave,
    () => {
      if (initial) return;
      reset();
      setEditorKey((n) => n + 1);
    },
    guard,
  );
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <FormField label={t.titleField} error={ruleMessage(errors.title?.message)} required>
        <Input maxLength={100} {...register('title')} />
      </FormField>
      {!initial && (
        <FormField label={t.audience}>
          <Controller
            control={control}
            name="audience"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onValueChange={field.onChange}
                items={[
                  { value: 'all', label: t.audienceAll },
                  { value: 'group', label: t.audienceGroup, disabled: groups.length === 0 },
                  ...(careTeam ? [{ value: 'careTeam', label: t.audienceCareTeam }] : []),
                ]}
              />
            )}
          />
        </FormField>
      )}
      {!initial && audience === 'group' && (
        <FormField label={t.group} error={ruleMessage(errors.groupId?.message)} required>
          <Controller
            control={control}
            name="groupId"
            render={({ field }) => (
              <Select
                placeholder={t.pickGroup}
                value={field.value === undefined ? '' : String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
              />
            )}
          />
        </FormField>
      )}
      <div className="flex flex-col gap-1">
        <span className="font-medium">{t.body}</span>
        <Controller
          control={control}
          name="bodyHtml"
          render={({ field }) => (
            <RichTextEditor
              key={editorKey}
              initialHtml={field.value}
              onChange={field.onChange}
              invalid={errors.bodyHtml !== undefined}
              describedBy={errors.bodyHtml ? bodyHint : undefined}
              labels={t}
            />
          )}
        />
        {errors.bodyHtml && (
          <p id={bodyHint} className="text-danger">
            {ruleMessage(errors.bodyHtml.message)}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name="pinned"
        render={({ field }) => (
          <Checkbox
            label={t.pin}
            checked={field.value ?? false}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
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
