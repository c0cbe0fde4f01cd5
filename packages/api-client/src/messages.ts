/**
 * The texts of the re-login confirm dialog (spec §4, §5), per language, for the app's
 * `confirmRelogin`. Plain data: this package has no React, the app picks the language.
 * The Chinese texts are the spec's, verbatim; title and buttons match `@cep/ui`'s `confirm()`.
 */
export interface ReloginDialogMessages {
  title: string;
  message: string;
  confirm: string;
  cancel: string;
}

export const reloginDialogMessages: Record<'zh-CN' | 'en-US', ReloginDialogMessages> = {
  'zh-CN': {
    title: '系统提示',
    message: '用户登录信息过期，请重新登录！',
    confirm: '确定',
    cancel: '取消',
  },
  'en-US': {
    title: 'System prompt',
    message: 'Your sign-in has expired. Please sign in again.',
    confirm: 'OK',
    cancel: 'Cancel',
  },
};
