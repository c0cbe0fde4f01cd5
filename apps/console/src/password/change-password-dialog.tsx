import type { PasswordChange } from '@cep/contract';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  toast,
  useMessages,
} from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordMessages } from '../i18n/password-messages';
import { useRuleMessage } from '../i18n/rule-messages';
import {
  changePasswordFormSchema,
  emptyChangePasswordForm,
  type ChangePasswordFormValues,
} from './change-password-form';

/** Sends the change (`api.changePassword`); rejects with the server's error. */
export type ChangePassword = (change: PasswordChange) => Promise<unknown>;

export interface ChangePasswordDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** 取消, Escape, the close button and a successful change ask to close it. */
  onOpenChange: (open: boolean) => void;
  changePassword: ChangePassword;
}

/** The form inside the open dialog: mounted on each opening, so it always starts empty. */
function ChangePasswordForm({
  changePassword,
  onDone,
}: {
  changePassword: ChangePassword;
  onDone: () => void;
}) {
  const t = useMessages(passwordMessages);
  const ruleMessage = useRuleMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues, unknown, PasswordChange>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyChangePasswordForm,
  });

  const submit = async (change: PasswordChange) => {
    setFailure(null);
    try {
      await changePassword(change);
      toast.success(t.changed);
      onDone();
    } catch (error) {
      // The server's message (wrong current password, a common new one, too many attempts).
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="change-password-form"
    >
      <FormField label={t.oldPassword} required error={ruleMessage(errors.oldPassword?.message)}>
        <Input
          size="lg"
          type="password"
          autoComplete="current-password"
          showPasswordLabel={t.showPassword}
          {...register('oldPassword')}
        />
      </FormField>
      <FormField
        label={t.newPassword}
        required
        description={t.newPasswordHint}
        error={ruleMessage(errors.newPassword?.message)}
      >
        <Input
          size="lg"
          type="password"
          autoComplete="new-password"
          showPasswordLabel={t.showPassword}
          {...register('newPassword')}
        />
      </FormField>
      <FormField
        label={t.confirmPassword}
        required
        error={ruleMessage(errors.confirmPassword?.message)}
      >
        <Input
          size="lg"
          type="password"
          autoComplete="new-password"
          showPasswordLabel={t.showPassword}
          {...register('confirmPassword')}
        />
      </FormField>
      {/* Always mounted, so the server's answer is announced when it appears. */}
      <div role="alert" data-slot="change-password-failure" className="empty:-mt-4">
        {failure !== null && (
          <p className="flex items-start gap-1.5 rounded-md border border-danger px-3 py-2 text-base text-danger">
            <CircleAlert aria-hidden="true" className="mt-[0.2em] size-[1.25em] shrink-0" />
            <span>
              {t.failed}
              {failure}
            </span>
          </p>
        )}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button size="lg">{t.cancel}</Button>
        </DialogClose>
        <Button type="submit" variant="primary" size="lg" loading={isSubmitting}>
          {t.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 修改密码 (avatar menu): the current password, the new one and its confirmation, checked with
 * the contract's rules before sending; the server's refusal shows in the dialog, which stays
 * open. Once changed, a toast says so and the dialog closes; this session stays signed in.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  changePassword,
}: ChangePasswordDialogProps) {
  const t = useMessages(passwordMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" data-slot="change-password-dialog">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        {open && (
          <ChangePasswordForm changePassword={changePassword} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
