import { useLocale } from '@cep/ui';
import { useCallback } from 'react';

/**
 * English for the Chinese messages of `@cep/contract`'s field rules. The console validates with the
 * contract's own schemas (the rules the server applies), whose messages are Chinese; under en-US the
 * form shows this translation instead. Keyed by the Chinese text so a rule keeps one source of
 * truth; `rule-messages.test.ts` makes every bad value of the sign-in and personal-centre forms
 * produce a message listed here, so a reworded rule in the contract fails a test, not silently.
 */
export const ruleMessagesEn: Readonly<Record<string, string>> = {
  // Sign-in (loginForm)
  请输入用户名: 'Enter your username',
  用户名过长: 'The username is too long',
  请输入密码: 'Enter your password',
  密码过长: 'The password is too long',
  // People (personName, phone, age, identityCard, sex)
  请输入姓名: 'Enter a name',
  姓名不能超过50个字符: 'The name must not exceed 50 characters',
  请输入正确的11位手机号码: 'Enter a valid 11-digit mobile number',
  年龄必须是数字: 'Age must be a number',
  年龄必须是整数: 'Age must be a whole number',
  年龄不能小于0: 'Age must not be below 0',
  年龄不能大于150: 'Age must not be above 150',
  请输入正确的18位身份证号码: 'Enter a valid 18-character ID card number',
  性别只能是男或女: 'Sex must be male or female',
  // Doctors
  '职业只能是医生、康复师、训练师或护士':
    'Job must be doctor, rehabilitation therapist, trainer or nurse',
  执业证书编号不能超过30个字符: 'The certificate number must not exceed 30 characters',
  '执业证书编号只能包含字母、数字和短横线':
    'The certificate number may contain only letters, digits and hyphens',
  工龄必须是数字: 'Working seniority must be a number',
  工龄必须是整数: 'Working seniority must be a whole number',
  工龄不能小于0: 'Working seniority must not be below 0',
  工龄不能大于80: 'Working seniority must not be above 80',
  // Patients
  职业不能超过50个字符: 'The occupation must not exceed 50 characters',
  '利手只能是左手、右手或无': 'Handedness must be left, right or none',
  请选择正确的学历: 'Choose a valid education level',
  // Change password (passwordChange, newPassword, and the form's confirmation)
  请输入原密码: 'Enter your current password',
  密码至少8个字符: 'The password must have at least 8 characters',
  密码不能超过64个字符: 'The password must not exceed 64 characters',
  密码必须包含字母: 'The password must contain a letter',
  密码必须包含数字: 'The password must contain a digit',
  新密码不能与原密码相同: 'The new password must differ from the current one',
  两次输入的密码不一致: 'The two passwords do not match',
  // Accounts (用户管理: userCreate, userUpdate, saveUserRole, passwordReset; 患者管理 新增's account)
  用户名至少3个字符: 'The username must have at least 3 characters',
  用户名不能超过32个字符: 'The username must not exceed 32 characters',
  '用户名只能包含字母、数字、下划线、点和短横线':
    'The username may contain only letters, digits, underscores, dots and hyphens',
  至少分配一个角色: 'Assign at least one role',
  '用户类型只能是0、1或2': 'Choose a kind of account',
  '角色只能是admin、doctor或patient': 'Choose a valid role',
  // Shared (freeText, imageUrl)
  内容不能超过500个字符: 'The text must not exceed 500 characters',
  地址不能超过500个字符: 'The image address must not exceed 500 characters',
  图片地址无效: 'The image address is not valid',
};

/** A contract message in the current language: its English under en-US when known, else as is. */
export function translateRuleMessage(message: string, locale: string): string {
  return locale === 'en-US' ? (ruleMessagesEn[message] ?? message) : message;
}

/**
 * Translates form errors at render time, so switching the language re-labels errors already on
 * screen without validating again.
 */
export function useRuleMessage(): (message: string | undefined) => string | undefined {
  const locale = useLocale();
  return useCallback(
    (message) => (message === undefined ? undefined : translateRuleMessage(message, locale)),
    [locale],
  );
}
