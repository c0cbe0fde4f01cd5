// 修改密码 (avatar menu, issue 11): what the console's shell imports.
export { ChangePasswordDialog } from './change-password-dialog';
export type { ChangePassword, ChangePasswordDialogProps } from './change-password-dialog';
export { changePasswordFormSchema } from './change-password-form';
export type { ChangePasswordFormValues } from './change-password-form';
