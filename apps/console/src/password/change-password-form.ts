import { passwordChange, type PasswordChange } from '@cep/contract';
import { z } from 'zod';

/** What the form holds: the two passwords of the call, and the new one typed again. */
export interface ChangePasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyChangePasswordForm: ChangePasswordFormValues = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Shown under 确认新密码 when it differs from the new password (translated by rule-messages). */
const confirmMismatch = '两次输入的密码不一致';

/**
 * The change-password form's rules: exactly the contract's `passwordChange` (the server applies
 * the same, plus its list of common passwords), and the confirmation, which only the form has.
 * Resolves to the call's body.
 */
export const changePasswordFormSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const checked = passwordChange.safeParse({
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    if (values.confirmPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', message: confirmMismatch, path: ['confirmPassword'] });
    }
  })
  .transform(({ oldPassword, newPassword }): PasswordChange => ({ oldPassword, newPassword }));
