import type { GroupSessionCreate } from '@cep/contract';
import { Button, FormField, Input, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sessionFormSchema } from './session-form-schema';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { SaveFailure, useSave } from '../../../profile/edit-form-parts';
import { communityMessages } from '../messages';

type SessionFields = z.input<typeof sessionFormSchema>;

/** 安排活动: title, start, length, place or video link, places. */
export function SessionForm({
  groupId,
  onSave,
}: {
  groupId: number;
  onSave: (session: GroupSessionCreate) => Promise<void>;
}) {
  const t = useMessages(communityMessages);
  const ruleMessage = useRuleMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SessionFields, unknown, GroupSessionCreate>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: {
      groupId,
      title: '',
      start: '',
      durationMinutes: 60,
      place: '',
      videoUrl: '',
      capacity: 8,
    },
  });
  // Errors of the contract's rules come under the body's names.
  const bodyErrors = errors as typeof errors & {
    startsAt?: { message?: string };
  };
  const { failure, submit } = useSave<GroupSessionCreate>(onSave, reset);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t.sessionTitle}
        error={ruleMessage(errors.title?.message)}
        required
        className="sm:col-span-2"
      >
        <Input maxLength={100} {...register('title')} />
      </FormField>
      <FormField
        label={t.startsAt}
        error={ruleMessage(errors.start?.message ?? bodyErrors.startsAt?.message)}
        required
      >
        <Input type="datetime-local" {...register('start')} />
      </FormField>
      <FormField label={t.duration} error={ruleMessage(errors.durationMinutes?.message)} required>
        <Input
          type="number"
          min={15}
          max={240}
          step={15}
          {...register('durationMinutes', { valueAsNumber: true })}
        />
      </FormField>
      <FormField label={t.place} error={ruleMessage(errors.place?.message)}>
        <Input maxLength={200} {...register('place')} />
      </FormField>
      <FormField label={t.videoUrl} error={ruleMessage(errors.videoUrl?.message)}>
        <Input type="url" maxLength={500} {...register('videoUrl')} />
      </FormField>
      <FormField label={t.capacity} error={ruleMessage(errors.capacity?.message)} required>
        <Input type="number" min={1} max={200} {...register('capacity', { valueAsNumber: true })} />
      </FormField>
      <div className="sm:col-span-2">
        <SaveFailure message={failure} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {t.newSession}
        </Button>
      </div>
    </form>
  );
}
