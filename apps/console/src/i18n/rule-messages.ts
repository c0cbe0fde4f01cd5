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
  // Training plans (trainingPlanCreate)
  至少选择一个训练项目: 'Choose at least one exercise',
  训练项目不能超过20个: 'At most 20 exercises',
  每次训练时长必须是数字: 'Minutes per session must be a number',
  每次训练时长必须是整数: 'Minutes per session must be a whole number',
  每次训练至少5分钟: 'At least 5 minutes a session',
  每次训练不能超过120分钟: 'At most 120 minutes a session',
  每周训练次数必须是数字: 'Sessions per week must be a number',
  每周训练次数必须是整数: 'Sessions per week must be a whole number',
  每周至少训练1次: 'At least 1 session a week',
  每周最多训练7次: 'At most 7 sessions a week',
  结束日期不能早于开始日期: 'The end date must not be before the start date',
  同一训练项目只能出现一次: 'Each exercise may appear only once',
  '日期格式应为YYYY-MM-DD': 'Dates are written YYYY-MM-DD',
  不是有效的日期: 'Not a valid date',
  // Group interaction (issue 16)
  请输入昵称: 'Enter a nickname',
  昵称不能超过20个字符: 'The nickname must not exceed 20 characters',
  '昵称不能包含一长串数字（手机号、证件号）':
    'A nickname must not hold a long number (a phone or ID number)',
  请选择列表中的头像: 'Choose one of the avatars',
  请输入内容: 'Write something',
  内容不能超过1000个字符: 'The text must not exceed 1,000 characters',
  内容不能超过20000个字符: 'The text is too long',
  请输入小组名称: 'Enter the group name',
  小组名称不能超过50个字符: 'The group name must not exceed 50 characters',
  请输入活动名称: 'Enter the session name',
  活动名称不能超过100个字符: 'The session name must not exceed 100 characters',
  请选择开始时间: 'Choose when it starts',
  时长至少15分钟: 'At least 15 minutes',
  时长不能超过240分钟: 'At most 240 minutes',
  时长必须是整数分钟: 'Whole minutes only',
  时长必须是数字: 'The length must be a number',
  地点不能超过200个字符: 'The place must not exceed 200 characters',
  '视频链接必须以 https:// 开头': 'The video link must start with https://',
  请填写地点或视频链接: 'Give a place or a video link',
  人数上限至少1人: 'At least 1 place',
  人数上限不能超过200人: 'At most 200 places',
  人数上限必须是整数: 'Whole places only',
  人数上限必须是数字: 'The places must be a number',
  请输入挑战名称: 'Enter the challenge name',
  挑战名称不能超过50个字符: 'The challenge name must not exceed 50 characters',
  目标至少为1: 'The goal must be at least 1',
  目标不能超过365: 'The goal must not exceed 365',
  目标必须是整数: 'The goal must be a whole number',
  目标必须是数字: 'The goal must be a number',
  请输入标题: 'Enter a title',
  标题不能超过100个字符: 'The title must not exceed 100 characters',
  请选择小组: 'Choose a group',
  只有发给小组的公告才选择小组: 'Choose a group only for an announcement to a group',
  升级的错误数不能大于降级的错误数加1: 'Errors to go up must not exceed errors to go down plus 1',
};

/** Names of the fields whose rules build their message from the name and a bound. */
const fieldNamesEn: Readonly<Record<string, string>> = {
  级别: 'The level',
  连续答对次数: 'Correct in a row',
  连续答错次数: 'Errors in a row',
  每组题数: 'Trials per block',
  升级的错误数: 'Errors to go up',
  降级的错误数: 'Errors to go down',
};

/**
 * Messages with a number in them (a bound, an exercise's top level): a pattern and its English.
 * The field-name patterns apply only to the names above, so an unknown name stays untranslated.
 */
export const ruleMessagePatternsEn: ReadonlyArray<
  readonly [RegExp, (...parts: string[]) => string]
> = [
  [/^(.+)必须是数字$/, (name) => `${fieldNamesEn[name]} must be a number`],
  [/^(.+)必须是整数$/, (name) => `${fieldNamesEn[name]} must be a whole number`],
  [/^(.+)不能小于(\d+)$/, (name, bound) => `${fieldNamesEn[name]} must be at least ${bound}`],
  [/^(.+)不能大于(\d+)$/, (name, bound) => `${fieldNamesEn[name]} must be at most ${bound}`],
  [
    /^起始级别不能高于该训练的最高级别(\d+)$/,
    (top) => `The start level must not be above the exercise's top level, ${top}`,
  ],
];

/** The English of a contract message, or undefined when none is known. */
export function ruleMessageEn(message: string): string | undefined {
  if (message in ruleMessagesEn) return ruleMessagesEn[message];
  for (const [pattern, english] of ruleMessagePatternsEn) {
    const match = pattern.exec(message);
    if (!match) continue;
    const parts = match.slice(1);
    // A field-name pattern knows only the names listed.
    if (pattern.source.startsWith('^(.+)') && !(parts[0]! in fieldNamesEn)) continue;
    return english(...parts);
  }
  return undefined;
}

/** A contract message in the current language: its English under en-US when known, else as is. */
export function translateRuleMessage(message: string, locale: string): string {
  return locale === 'en-US' ? (ruleMessageEn(message) ?? message) : message;
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
