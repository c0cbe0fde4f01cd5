import { challengeCreate, type ChallengeCreate } from '@cep/contract';
import { Button, FormField, Input, RadioGroup, Textarea, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { SaveFailure, useSave } from '../../../profile/edit-form-parts';
import { communityMessages } from '../messages';

type ChallengeBody = z.output<typeof challengeCreate>;

/** 发起挑战: a goal counted from training (days or exercises) between two days. */
export function ChallengeForm({
  groupId,
  today,
  onSave,
}: {
  groupId: number;
  /** `YYYY-MM-DD`: the default first day. */
  today: string;
  onSave: (challenge: ChallengeCreate) => Promise<void>;
}) {
  const t = useMessages(communityMessages);
  const ruleMessage = useRuleMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof challengeCreate>, unknown, ChallengeBody>({
    resolver: zodResolver(challengeCreate),
    defaultValues: {
      groupId,
      title: '',
      description: '',
      kind: 'trainingDays',
      target: 5,
      startsOn: today,
      endsOn: today,
    },
  });
  const { failure, submit } = useSave<ChallengeBody>(onSave, reset);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t.challengeTitle}
        error={ruleMessage(errors.title?.message)}
        required
        className="sm:col-span-2"
      >
        <Input maxLength={50} {...register('title')} />
      </FormField>
      <FormField
        label={t.description}
        error={ruleMessage(errors.description?.message)}
        className="sm:col-span-2"
      >
        <Textarea rows={2} maxLength={500} {...register('description')} />
      </FormField>
      <FormField label={t.kind}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              items={[
                { value: 'trainingDays', label: t.kindDays },
                { value: 'exercises', label: t.kindExercises },
              ]}
            />
          )}
        />
      </FormField>
      <FormField label={t.target} error={ruleMessage(errors.target?.message)} required>
        <Input type="number" min={1} max={365} {...register('target', { valueAsNumber: true })} />
      </FormField>
      <FormField label={t.startsOn} error={ruleMessage(errors.startsOn?.message)} required>
        <Input type="date" {...register('startsOn')} />
      </FormField>
      <FormField label={t.endsOn} error={ruleMessage(errors.endsOn?.message)} required>
        <Input type="date" {...register('endsOn')} />
      </FormField>
      <div className="sm:col-span-2">
        <SaveFailure message={failure} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {t.newChallenge}
        </Button>
      </div>
    </form>
  );
}
