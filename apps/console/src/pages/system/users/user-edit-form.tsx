import type { User } from '@cep/contract';
import { FormField, Input, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { EditFormFooter, SaveFailure, useSave } from '../../../profile/edit-form-parts';
import { usersMessages } from './messages';
import {
  userEditFormSchema,
  userEditFormValues,
  type UserEditFormValues,
  type UserUpdate,
} from './user-form';
import { KindField } from './user-form-fields';

export interface UserEditFormProps {
  user: Pick<User, 'id' | 'name' | 'userAuth' | 'username'>;
  /** Saves the change (`api.updateUser`); rejects with the server's error. */
  onSubmit: (body: UserUpdate) => Promise<void>;
}

/** 编辑: the name and the kind (the server refuses a kind that no longer fits the account's record). */
export function UserEditForm({ user, onSubmit }: UserEditFormProps) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UserEditFormValues, unknown, UserUpdate>({
    resolver: zodResolver(userEditFormSchema(user)),
    defaultValues: userEditFormValues(user),
  });

  const { failure, submit } = useSave<UserUpdate>(onSubmit);

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
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}
