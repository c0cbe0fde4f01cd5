import type { User } from '@cep/contract';
import { FormField, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { EditFormFooter, SaveFailure, useSave } from '../../../profile/edit-form-parts';
import { usersMessages } from './messages';
import {
  passwordResetFormSchema,
  type PasswordReset,
  type PasswordResetFormValues,
} from './user-form';
import { PasswordInput } from './user-form-fields';

export interface PasswordResetFormProps {
  user: Pick<User, 'id'>;
  /** Sets the new initial password (`api.resetPassword`); rejects with the server's error. */
  onSubmit: (body: PasswordReset) => Promise<void>;
}

/** 重置密码: the new initial password, by the contract's password rule. */
export function PasswordResetForm({ user, onSubmit }: PasswordResetFormProps) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetFormValues, unknown, PasswordReset>({
    resolver: zodResolver(passwordResetFormSchema(user)),
    defaultValues: { password: '' },
  });

  const { failure, submit } = useSave<PasswordReset>(onSubmit);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="password-reset-form"
    >
      <FormField
        label={t.form.newPassword}
        required
        description={t.form.passwordHint}
        error={ruleMessage(errors.password?.message)}
      >
        <PasswordInput {...register('password')} />
      </FormField>
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}
