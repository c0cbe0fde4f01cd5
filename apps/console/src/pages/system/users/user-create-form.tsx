import { FormField, Input, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { EditFormFooter, errorMessage, SaveFailure } from '../../../profile/edit-form-parts';
import { usersMessages } from './messages';
import {
  emptyUserCreateForm,
  roleOfKind,
  userCreateFormSchema,
  type UserCreate,
  type UserCreateFormValues,
} from './user-form';
import { KindField, PasswordInput, RolesField } from './user-form-fields';

/** The server's code for a conflict; on 新增用户 it means the username is taken. */
const CONFLICT = 40901;

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

export interface UserCreateFormProps {
  /** Adds the account (`api.addUser`); rejects with the server's error. */
  onSubmit: (body: UserCreate) => Promise<void>;
}

/**
 * 新增用户: username, name, initial password, kind and roles, checked by the contract's
 * `userCreate`. Choosing a kind picks its role; the roles can then be changed. A taken username
 * (the server's 40901) shows under 用户名; any other refusal under the form. Nothing typed is
 * lost on a refusal.
 */
export function UserCreateForm({ onSubmit }: UserCreateFormProps) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<UserCreateFormValues, unknown, UserCreate>({
    resolver: zodResolver(userCreateFormSchema),
    defaultValues: emptyUserCreateForm,
  });

  const submit = async (body: UserCreate) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      if (codeOf(error) === CONFLICT) {
        setError('username', { message: errorMessage(error) }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="user-create-form"
    >
      <FormField
        label={t.form.username}
        required
        description={t.form.usernameHint}
        error={ruleMessage(errors.username?.message)}
      >
        <Input size="lg" autoComplete="off" spellCheck={false} {...register('username')} />
      </FormField>
      <FormField label={t.form.name} required error={ruleMessage(errors.name?.message)}>
        <Input size="lg" autoComplete="off" {...register('name')} />
      </FormField>
      <FormField
        label={t.form.password}
        required
        description={t.form.passwordHint}
        error={ruleMessage(errors.password?.message)}
      >
        <PasswordInput {...register('password')} />
      </FormField>
      <KindField
        control={control}
        onKindChange={(kind) => {
          const role = roleOfKind[kind as keyof typeof roleOfKind];
          if (role) setValue('roles', [role], { shouldValidate: errors.roles !== undefined });
        }}
      />
      <RolesField control={control} />
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}
