import type { User } from '@cep/contract';
import { FormField, Input, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { EditFormFooter, SaveFailure, useSave } from '../../../profile/edit-form-parts';
import { compared, useRevisionGuard } from '../../../profile/revision-conflict';
import { usersMessages } from './messages';
import {
  userEditFormSchema,
  userEditFormValues,
  type UserEditFormValues,
  type UserUpdate,
} from './user-form';
import { KindField } from './user-form-fields';

export interface UserEditFormProps {
  user: Pick<User, 'id' | 'name' | 'userAuth' | 'username' | 'revision'>;
  /** Saves the change (`api.updateUser`); rejects with the server's error. */
  onSubmit: (body: UserUpdate) => Promise<void>;
  /** Reads the account as stored now (`api.getUser`), when a save was refused as stale. */
  loadLatest: (id: number) => Promise<Pick<User, 'id' | 'name' | 'userAuth' | 'revision'>>;
}

/** 编辑: the name and the kind (the server refuses a kind that no longer fits the account's record). */
export function UserEditForm({ user, onSubmit, loadLatest }: UserEditFormProps) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<UserEditFormValues, unknown, UserUpdate>({
    resolver: zodResolver(userEditFormSchema(user)),
    defaultValues: userEditFormValues(user),
  });
  // Another admin may change this account meanwhile: the save says which revision it edits.
  const guard = useRevisionGuard({
    record: user,
    loadLatest: () => loadLatest(user.id),
    resetTo: (latest) => reset(userEditFormValues(latest)),
    compare: (latest) => {
      const mine = getValues();
      return [
        compared('name', t.form.name, mine.name, latest.name),
        compared('userAuth', t.form.userAuth, mine.userAuth, latest.userAuth),
      ];
    },
  });

  const { failure, submit } = useSave<UserUpdate>(
    async (body) => {
      await onSubmit({ ...body, revision: guard.revision() });
    },
    undefined,
    guard,
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="user-edit-form"
    >
      <FormField label={t.form.username} disabled>
        <Input size="lg" value={user.username} readOnly disabled />
      </FormField>
      <FormField label={t.form.name} required error={ruleMessage(errors.name?.message)}>
        <Input size="lg" autoComplete="off" {...register('name')} />
      </FormField>
      <KindField control={control} />
      <SaveFailure message={failure} />
      {guard.panel}
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}
