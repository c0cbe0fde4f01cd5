import {
  exerciseKind,
  maxLevelOf,
  type ExerciseList,
  type TrainingPlan,
  type TrainingPlanCreate,
} from '@cep/contract';
import {
  Button,
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
  FormField,
  Input,
  Select,
  Textarea,
  useLocale,
  useMessages,
} from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { SaveFailure } from '../../../profile/edit-form-parts';
import { compared, useRevisionGuard } from '../../../profile/revision-conflict';
import { planMessages } from './messages';
import { ExercisePicker } from './exercise-picker';
import { ItemSettingsFields } from './item-settings-fields';
import {
  emptyPlanValues,
  newItem,
  planFormSchema,
  planValues,
  type PlanFormValues,
} from './plan-form';

export interface PlanFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  patientId: number;
  catalogue: ExerciseList;
  /** The plan to edit (a draft or paused); without it, a new plan. */
  plan?: TrainingPlan | undefined;
  onSaved: (plan: TrainingPlan) => void;
}

/** 新建 / 编辑 a training plan in a side drawer: the contract's rules, Chinese messages. */
export function PlanFormDrawer(props: PlanFormDrawerProps) {
  const t = useMessages(planMessages);
  return (
    <Drawer open={props.open} onOpenChange={props.onOpenChange}>
      <DrawerContent width={40} className="gap-4">
        <DrawerHeader>
          <DrawerTitle>{props.plan ? t.editTitle : t.addTitle}</DrawerTitle>
          <DrawerDescription>{t.formDescription}</DrawerDescription>
        </DrawerHeader>
        {props.open && <PlanForm {...props} />}
      </DrawerContent>
    </Drawer>
  );
}

function PlanForm({ patientId, catalogue, plan, onSaved, onOpenChange }: PlanFormDrawerProps) {
  const t = useMessages(planMessages);
  const ruleMessage = useRuleMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const locale = useLocale();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormValues, unknown, TrainingPlanCreate>({
    resolver: zodResolver(planFormSchema),
    defaultValues: plan ? planValues(plan) : emptyPlanValues(patientId),
  });
  const items = useFieldArray({ control, name: 'items' });
  // Someone else may save this plan while it is open here: the save says which revision it edits.
  const guard = useRevisionGuard<TrainingPlan>({
    record: plan,
    loadLatest: async () => {
      const page = await api.listTrainingPlans({ patientId, pageNum: 1, pageSize: 100 });
      const latest = page.list.find((stored) => stored.id === plan?.id);
      if (!latest) throw new Error(`plan ${plan?.id} is gone`);
      return latest;
    },
    resetTo: (latest) => reset(planValues(latest)),
    compare: (latest) => {
      const mine = getValues();
      const theirs = planValues(latest);
      const itemText = (item: PlanFormValues['items'][number] | undefined) =>
        item
          ? `${catalogue.find((entry) => entry.kind === item.kind)?.name[locale] ?? item.kind} · ${t.startLevel} ${item.startLevel}`
          : '';
      const count = Math.max(mine.items.length, theirs.items.length);
      return [
        ...Array.from({ length: count }, (_, index) =>
          compared(
            `items.${index}`,
            t.itemLegend(index + 1),
            itemText(mine.items[index]),
            itemText(theirs.items[index]),
          ),
        ),
        compared(
          'minutesPerSession',
          t.minutesPerSession,
          mine.minutesPerSession,
          theirs.minutesPerSession,
        ),
        compared(
          'sessionsPerWeek',
          t.sessionsPerWeek,
          mine.sessionsPerWeek,
          theirs.sessionsPerWeek,
        ),
        compared('startDate', t.startDate, mine.startDate, theirs.startDate),
        compared('endDate', t.endDate, mine.endDate, theirs.endDate),
        compared('notes', t.notes, mine.notes, theirs.notes),
      ];
    },
  });

  const submit = async (body: TrainingPlanCreate) => {
    setFailure(null);
    try {
      const { patientId: _patient, ...fields } = body;
      const saved = plan
        ? await api.updateTrainingPlan({ id: plan.id, revision: guard.revision(), ...fields })
        : await api.addTrainingPlan(body);
      guard.saved(saved);
      notifySuccess(plan ? t.saved : t.added);
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      // What was typed stays in the form; the server's reason (or the conflict) is shown beside it.
      if (!guard.caught(error)) setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const itemErrors = errors.items;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      {items.fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="flex flex-col gap-3 rounded-md border border-border p-3"
        >
          <legend className="px-1 font-semibold">{t.itemLegend(index + 1)}</legend>
          <ItemFields
            index={index}
            control={control}
            catalogue={catalogue}
            register={register}
            errors={itemErrors?.[index]}
            ruleMessage={ruleMessage}
          />
          {items.fields.length > 1 && (
            <div>
              <Button type="button" variant="text" onClick={() => items.remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t.removeItem(index + 1)}
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      {itemErrors?.root?.message || itemErrors?.message ? (
        <p role="alert" className="text-danger">
          {ruleMessage(itemErrors.root?.message ?? itemErrors.message)}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          onClick={() => {
            const used = new Set(items.fields.map((item) => item.kind));
            items.append(newItem(exerciseKind.options.find((kind) => !used.has(kind))));
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.addItem}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t.minutesPerSession}
          required
          error={ruleMessage(errors.minutesPerSession?.message)}
        >
          <Input inputMode="numeric" {...register('minutesPerSession')} />
        </FormField>
        <FormField
          label={t.sessionsPerWeek}
          required
          error={ruleMessage(errors.sessionsPerWeek?.message)}
        >
          <Input inputMode="numeric" {...register('sessionsPerWeek')} />
        </FormField>
        <FormField label={t.startDate} required error={ruleMessage(errors.startDate?.message)}>
          <Input type="date" {...register('startDate')} />
        </FormField>
        <FormField label={t.endDate} required error={ruleMessage(errors.endDate?.message)}>
          <Input type="date" {...register('endDate')} />
        </FormField>
      </div>
      <FormField label={t.notes} error={ruleMessage(errors.notes?.message)}>
        <Textarea rows={3} {...register('notes')} />
      </FormField>
      <SaveFailure message={failure} />
      {guard.panel}
      <div className="flex justify-end gap-2">
        <Button type="button" onClick={() => onOpenChange(false)}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

type Register = ReturnType<typeof useForm<PlanFormValues, unknown, TrainingPlanCreate>>['register'];
type ItemErrors = NonNullable<
  ReturnType<typeof useForm<PlanFormValues>>['formState']['errors']['items']
>[number];

/** One item: exercise, start level (within its maximum), rule and the rule's numbers. */
function ItemFields({
  index,
  control,
  catalogue,
  register,
  errors,
  ruleMessage,
}: {
  index: number;
  control: Control<PlanFormValues, unknown, TrainingPlanCreate>;
  catalogue: ExerciseList;
  register: Register;
  errors: ItemErrors | undefined;
  ruleMessage: (message: string | undefined) => string | undefined;
}) {
  const t = useMessages(planMessages);
  const kind = useWatch({ control, name: `items.${index}.kind` });
  const ruleType = useWatch({ control, name: `items.${index}.rule.type` });
  const rule = errors?.rule;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Controller
        control={control}
        name={`items.${index}.kind`}
        render={({ field, fieldState }) => (
          <FormField label={t.exercise} required error={ruleMessage(fieldState.error?.message)}>
            <ExercisePicker
              value={field.value}
              onValueChange={field.onChange}
              catalogue={catalogue}
            />
          </FormField>
        )}
      />
      <FormField
        label={t.startLevel}
        required
        description={kind ? t.maxLevel(maxLevelOf(kind)) : undefined}
        error={ruleMessage(errors?.startLevel?.message)}
      >
        <Input inputMode="numeric" {...register(`items.${index}.startLevel`)} />
      </FormField>
      <Controller
        control={control}
        name={`items.${index}.rule.type`}
        render={({ field }) => (
          <FormField label={t.ruleType}>
            <Select
              value={field.value}
              onValueChange={field.onChange}
              options={[
                { value: 'staircase', label: t.ruleStaircase },
                { value: 'block', label: t.ruleBlock },
              ]}
            />
          </FormField>
        )}
      />
      {ruleType === 'block' ? (
        <>
          <FormField label={t.blockSize} error={ruleMessage(rule?.blockSize?.message)}>
            <Input inputMode="numeric" {...register(`items.${index}.rule.blockSize`)} />
          </FormField>
          <FormField label={t.upBelow} error={ruleMessage(rule?.upBelow?.message)}>
            <Input inputMode="numeric" {...register(`items.${index}.rule.upBelow`)} />
          </FormField>
          <FormField label={t.downAbove} error={ruleMessage(rule?.downAbove?.message)}>
            <Input inputMode="numeric" {...register(`items.${index}.rule.downAbove`)} />
          </FormField>
        </>
      ) : (
        <>
          <FormField label={t.up} error={ruleMessage(rule?.up?.message)}>
            <Input inputMode="numeric" {...register(`items.${index}.rule.up`)} />
          </FormField>
          <FormField label={t.down} error={ruleMessage(rule?.down?.message)}>
            <Input inputMode="numeric" {...register(`items.${index}.rule.down`)} />
          </FormField>
        </>
      )}
      {kind && (
        <ItemSettingsFields
          kind={kind}
          inputProps={(name) => register(`items.${index}.settings.${name}`)}
          errorOf={(name) => ruleMessage(errors?.settings?.[name]?.message)}
        />
      )}
    </div>
  );
}
