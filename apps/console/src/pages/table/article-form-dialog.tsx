import { articleTypeLabels, articleTypes, type Article } from '@cep/contract';
import { FormField, Input, RadioGroup, Select, Textarea, useLocale, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentProps } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useArticleRuleMessage } from './article-rule-messages';
import { EditFormFooter, FormDialog, SaveFailure, useSave } from '../../profile/edit-form-parts';
import {
  articleCreateFormSchema,
  articleEditFormSchema,
  articleFormValues,
  emptyArticleForm,
  type ArticleCreate,
  type ArticleFormValues,
  type ArticleUpdate,
} from './article-form';
import { tableMessages } from './messages';

/** The dialog of 新增文章 and 编辑 (the console's one form dialog, two columns wide). */
export function ArticleFormDialog(props: Omit<ComponentProps<typeof FormDialog>, 'wide' | 'slot'>) {
  return <FormDialog {...props} wide slot="article-form-dialog" />;
}

type ArticleControl = Control<ArticleFormValues, unknown, ArticleCreate | ArticleUpdate>;

/** The fields both forms share; the contract's message under each (in the user's language). */
function ArticleFields({
  control,
  register,
  errors,
  withStatus,
}: {
  control: ArticleControl;
  register: ReturnType<typeof useForm<ArticleFormValues>>['register'];
  errors: Partial<Record<keyof ArticleFormValues, { message?: string }>>;
  withStatus: boolean;
}) {
  const t = useMessages(tableMessages);
  const locale = useLocale();
  const ruleMessage = useArticleRuleMessage();
  const error = (field: keyof ArticleFormValues) => ruleMessage(errors[field]?.message);
  return (
    <>
      <FormField label={t.form.title} required error={error('title')}>
        <Input size="lg" autoComplete="off" maxLength={200} {...register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.form.author} required error={error('author')}>
          <Input size="lg" autoComplete="off" {...register('author')} />
        </FormField>
        <FormField
          label={t.form.reviewer}
          description={t.form.reviewerHint}
          error={error('reviewer')}
        >
          <Input size="lg" autoComplete="off" {...register('reviewer')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <FormField label={t.form.type} required error={ruleMessage(fieldState.error?.message)}>
              <Select
                size="lg"
                placeholder={t.form.chooseType}
                options={articleTypes.map((type) => ({
                  value: type,
                  label: articleTypeLabels[type][locale],
                }))}
                name={field.name}
                value={field.value || undefined}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </FormField>
          )}
        />
        <FormField
          label={t.form.displayTime}
          required
          description={t.form.displayTimeHint}
          error={error('displayTime')}
        >
          <Input size="lg" type="datetime-local" {...register('displayTime')} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="importance"
        render={({ field, fieldState }) => (
          <FormField
            label={t.form.importance}
            required
            error={ruleMessage(fieldState.error?.message)}
          >
            <RadioGroup
              orientation="horizontal"
              className="flex flex-wrap gap-x-6"
              items={['1', '2', '3'].map((stars) => ({
                value: stars,
                label: t.importanceOf(Number(stars)),
              }))}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
            />
          </FormField>
        )}
      />
      {withStatus && (
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <FormField label={t.form.status} error={ruleMessage(fieldState.error?.message)}>
              <RadioGroup
                orientation="horizontal"
                className="flex flex-wrap gap-x-6"
                items={[
                  { value: 'draft', label: t.form.statusDraft },
                  { value: 'published', label: t.form.statusPublished },
                ]}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
              />
            </FormField>
          )}
        />
      )}
      <FormField label={t.form.remark} error={error('remark')}>
        <Textarea rows={3} maxLength={500} {...register('remark')} />
      </FormField>
    </>
  );
}

export interface ArticleCreateFormProps {
  /** Who is writing: the author the form starts with. */
  author?: string;
  /** Adds the article (`api.addArticle`); rejects with the server's error. */
  onSubmit: (body: ArticleCreate) => Promise<void>;
}

/**
 * 新增文章: checked by the contract's `articleCreate` before anything is sent — a refused field
 * shows its message under it and keeps the rest as typed; the server's refusal shows under the
 * form.
 */
export function ArticleCreateForm({ author, onSubmit }: ArticleCreateFormProps) {
  const [start] = useState(() => emptyArticleForm(new Date(), author));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ArticleFormValues, unknown, ArticleCreate>({
    resolver: zodResolver(articleCreateFormSchema),
    defaultValues: start,
  });
  const { failure, submit } = useSave<ArticleCreate>(onSubmit);
  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="article-create-form"
    >
      <ArticleFields
        control={control as ArticleControl}
        register={register}
        errors={errors}
        withStatus
      />
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}

export interface ArticleEditFormProps {
  article: Article;
  /** Saves the article (`api.updateArticle`); rejects with the server's error. */
  onSubmit: (body: ArticleUpdate) => Promise<void>;
}

/** 编辑: every field but the status (it has its own actions), by the contract's `articleUpdate`. */
export function ArticleEditForm({ article, onSubmit }: ArticleEditFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ArticleFormValues, unknown, ArticleUpdate>({
    resolver: zodResolver(articleEditFormSchema(article)),
    defaultValues: articleFormValues(article),
  });
  const { failure, submit } = useSave<ArticleUpdate>(onSubmit);
  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="article-edit-form"
    >
      <ArticleFields
        control={control as ArticleControl}
        register={register}
        errors={errors}
        withStatus={false}
      />
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}
