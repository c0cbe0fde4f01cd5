import {
  announcementCreate,
  challengeCreate,
  groupNicknameChange,
  loginForm,
  patientGroupCreate,
  postCreate,
} from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { doctorFormSchema, doctorFormValues } from './profile/doctor-form';
import { changePasswordFormSchema } from './password/change-password-form';
import {
  emptyPatientCreateValues,
  patientCreateFormSchema,
  patientFormSchema,
  patientFormValues,
} from './profile/patient-form';
import { userCreateFormSchema } from './pages/system/users/user-form';
import { emptyPlanValues, newItem, planFormSchema } from './pages/training/clinician/plan-form';
import { sessionFormSchema } from './pages/community/clinician/session-form-schema';
import {
  ruleMessageEn,
  ruleMessagePatternsEn,
  ruleMessagesEn,
  translateRuleMessage,
} from './i18n/rule-messages';

const doctor = doctorFormValues({
  id: 1,
  revision: 0,
  archivedAt: null,
  userId: 2,
  doctorName: '张医生',
  phone: null,
  avatar: null,
  age: null,
  sex: null,
  job: null,
  occupationalNumber: null,
  workingSeniority: null,
  doctorDescribe: null,
});
const patient = patientFormValues({
  id: 1,
  revision: 0,
  archivedAt: null,
  userId: 3,
  patientName: '李患者',
  phone: null,
  age: null,
  sex: null,
  portrait: null,
  job: null,
  hobby: null,
  handedness: null,
  address: null,
  edu: null,
  identityCard: null,
});

const long = (length: number) => 'x'.repeat(length);
/** Wrong values for every field: each kind of mistake a rule of the forms can report. */
const badNumbers = ['abc', '1.5', '-1', '999'];

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

/** Every message the sign-in, personal-centre and patient-create forms can show for the values above. */
function everyFormMessage(): Set<string> {
  const messages = new Set<string>();
  const collect = (result: Parameters<typeof messagesOf>[0]) =>
    messagesOf(result).forEach((message) => messages.add(message));

  collect(loginForm.safeParse({ username: '', password: '' }));
  collect(loginForm.safeParse({ username: long(65), password: long(129) }));

  const doctorSchema = doctorFormSchema({ id: 1, userId: 2, revision: 0 });
  const doctorBad: Partial<Record<keyof typeof doctor, string[]>> = {
    doctorName: ['', long(51)],
    phone: ['123'],
    avatar: ['ftp://x', `https://${long(500)}`],
    age: badNumbers,
    sex: ['?'],
    job: ['?'],
    occupationalNumber: [long(31), '中文'],
    workingSeniority: badNumbers,
    doctorDescribe: [long(501)],
  };
  for (const [field, values] of Object.entries(doctorBad))
    for (const value of values) collect(doctorSchema.safeParse({ ...doctor, [field]: value }));

  const patientSchema = patientFormSchema({ id: 1, userId: 3, revision: 0 });
  const patientBad: Partial<Record<keyof typeof patient, string[]>> = {
    patientName: ['', long(51)],
    phone: ['123'],
    portrait: ['ftp://x'],
    age: badNumbers,
    sex: ['?'],
    job: [long(51)],
    hobby: [long(501)],
    handedness: ['?'],
    edu: ['?'],
    identityCard: ['123'],
    address: [long(501)],
  };
  for (const [field, values] of Object.entries(patientBad))
    for (const value of values) collect(patientSchema.safeParse({ ...patient, [field]: value }));

  // 患者管理's create form: the new patient's account.
  const createSchema = patientCreateFormSchema();
  const created = { ...emptyPatientCreateValues, patientName: '郝佳宁', password: 'Good#Pass1' };
  for (const username of ['', 'ab', long(33), '中文名'])
    collect(createSchema.safeParse({ ...created, username }));
  for (const newPassword of ['', 'a1', '12345678', 'abcdefgh'])
    collect(createSchema.safeParse({ ...created, username: 'hjn', password: newPassword }));

  const password = {
    oldPassword: 'Old#Pass1',
    newPassword: 'New#Pass2',
    confirmPassword: 'New#Pass2',
  };
  const passwordBad: Partial<typeof password>[] = [
    { oldPassword: '' },
    { oldPassword: long(129) },
    { newPassword: 'a1', confirmPassword: 'a1' },
    { newPassword: `a1${long(63)}`, confirmPassword: `a1${long(63)}` },
    { newPassword: '12345678', confirmPassword: '12345678' },
    { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
    { newPassword: 'Old#Pass1', confirmPassword: 'Old#Pass1' },
    { confirmPassword: 'Other#Pass3' },
  ];
  for (const bad of passwordBad)
    collect(changePasswordFormSchema.safeParse({ ...password, ...bad }));

  // 用户管理's 新增用户 (its edit, roles and reset forms use the same rules)
  const accountBad = [
    { username: '', name: '', password: '', userAuth: '9', roles: ['x'] },
    { username: 'ab', name: long(51), password: long(65), userAuth: '', roles: [] },
    { username: long(33), name: 'n', password: '12345678', userAuth: '0', roles: [] },
    { username: 'a b', name: 'n', password: 'abcdefgh', userAuth: '0', roles: ['admin'] },
  ];
  for (const bad of accountBad) collect(userCreateFormSchema.safeParse(bad));

  // 认知训练's plan form (new and edit)
  const plan = emptyPlanValues(1);
  const item = newItem();
  const block = { ...item.rule, type: 'block' as const };
  const planBad = [
    { items: [] },
    { items: Array.from({ length: 21 }, () => item) },
    { items: [item, item] },
    { minutesPerSession: '', sessionsPerWeek: '' },
    { minutesPerSession: '1.5', sessionsPerWeek: '1.5' },
    { minutesPerSession: '1', sessionsPerWeek: '0' },
    { minutesPerSession: '999', sessionsPerWeek: '8' },
    { startDate: '', endDate: '2026-13-01' },
    { startDate: '2026/01/01', endDate: '2026-02-30' },
    { startDate: '2026-03-02', endDate: '2026-03-01' },
    { notes: long(2001) },
    ...badNumbers.map((bad) => ({
      items: [
        { ...item, startLevel: bad, rule: { ...item.rule, up: bad, down: bad } },
        {
          ...newItem('stroop'),
          rule: { ...block, blockSize: bad, upBelow: bad, downAbove: bad },
        },
      ],
    })),
    { items: [{ ...item, startLevel: '', rule: { ...item.rule, up: '', down: '' } }] },
    {
      items: [{ ...item, rule: { ...block, blockSize: '10', upBelow: '9', downAbove: '5' } }],
    },
  ];
  for (const bad of planBad) collect(planFormSchema.safeParse({ ...plan, ...bad }));

  // 群体互动 (issue 16): nickname, post, group, session, challenge and announcement forms
  const nicknameBad = [
    { nickname: '', avatar: 'x' },
    { nickname: long(21), avatar: 'sun' },
    { nickname: '13912345678', avatar: 'sun' },
  ];
  for (const bad of nicknameBad) collect(groupNicknameChange.safeParse({ groupId: 1, ...bad }));
  for (const body of ['', long(1001)]) collect(postCreate.safeParse({ groupId: 1, body }));
  for (const bad of [{ name: '' }, { name: long(51), purpose: long(501) }]) {
    collect(patientGroupCreate.safeParse(bad));
  }
  const session = {
    groupId: 1,
    title: '周三记忆训练',
    start: '2026-12-02T14:30',
    durationMinutes: 60,
    place: '康复中心',
    videoUrl: '',
    capacity: 8,
  };
  const sessionBad = [
    { title: '' },
    { title: long(101) },
    { start: '' },
    { durationMinutes: Number.NaN },
    { durationMinutes: 5 },
    { durationMinutes: 999 },
    { durationMinutes: 1.5 },
    { place: long(201) },
    { videoUrl: 'http://meet.example.org' },
    { place: '', videoUrl: '' },
    { capacity: Number.NaN },
    { capacity: 0 },
    { capacity: 201 },
    { capacity: 1.5 },
  ];
  for (const bad of sessionBad) collect(sessionFormSchema.safeParse({ ...session, ...bad }));
  const challenge = {
    groupId: 1,
    title: '本周训练5天',
    kind: 'trainingDays',
    target: 5,
    startsOn: '2026-11-23',
    endsOn: '2026-11-29',
  };
  const challengeBad = [
    { title: '', target: Number.NaN },
    { title: long(51), target: 0 },
    { target: 366 },
    { target: 1.5 },
  ];
  for (const bad of challengeBad) collect(challengeCreate.safeParse({ ...challenge, ...bad }));
  const announcementBad = [
    { title: '', bodyHtml: '', audience: 'group' },
    { title: long(101), bodyHtml: long(20_001), audience: 'all', groupId: 1 },
  ];
  for (const bad of announcementBad) collect(announcementCreate.safeParse(bad));
  return messages;
}

describe('English for the contract rule messages', () => {
  it('covers every message the sign-in and personal-centre forms can show', () => {
    const messages = everyFormMessage();
    expect(messages.size).toBeGreaterThan(20);
    const missing = [...messages].filter((message) => ruleMessageEn(message) === undefined);
    expect(missing).toEqual([]);
  });

  it('lists no message the contract no longer gives', () => {
    const messages = everyFormMessage();
    const stale = Object.keys(ruleMessagesEn).filter((message) => !messages.has(message));
    expect(stale).toEqual([]);
    const unusedPatterns = ruleMessagePatternsEn
      .map(([pattern]) => pattern)
      .filter((pattern) => ![...messages].some((message) => pattern.test(message)));
    expect(unusedPatterns).toEqual([]);
  });

  it('translates under en-US only, and leaves unknown text as it is', () => {
    expect(translateRuleMessage('请输入姓名', 'en-US')).toBe('Enter a name');
    expect(translateRuleMessage('请输入姓名', 'zh-CN')).toBe('请输入姓名');
    expect(translateRuleMessage('Something else', 'en-US')).toBe('Something else');
  });

  it('fills the number of a message with a bound in, and only for the field names it knows', () => {
    expect(translateRuleMessage('每组题数不能大于200', 'en-US')).toBe(
      'Trials per block must be at most 200',
    );
    expect(translateRuleMessage('起始级别不能高于该训练的最高级别10', 'en-US')).toBe(
      "The start level must not be above the exercise's top level, 10",
    );
    expect(translateRuleMessage('身高不能大于300', 'en-US')).toBe('身高不能大于300');
  });
});
