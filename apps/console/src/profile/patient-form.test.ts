import type { Patient } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyPatientCreateValues,
  patientCreateFormSchema,
  patientFormSchema,
  patientFormValues,
  type PatientFormValues,
} from './patient-form';

const full: Patient = {
  id: 3,
  revision: 2,
  archivedAt: null,
  userId: 5,
  patientName: '李患者',
  phone: '13700137000',
  age: 68,
  sex: '女',
  portrait: 'https://images.example.com/li.jpg',
  job: '退休教师',
  hobby: '下棋、书法',
  handedness: '右手',
  address: '北京市东城区和平里街道 1 号',
  edu: '高中(含中专)',
  identityCard: '11010519491231002X',
};

const empty: Patient = {
  id: 4,
  revision: 2,
  archivedAt: null,
  userId: 6,
  patientName: '赵患者',
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
};

function messageFor(field: keyof PatientFormValues, text: string): string | undefined {
  const result = patientFormSchema(full).safeParse({ ...patientFormValues(full), [field]: text });
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** What the form sends of a record: every field but `archivedAt` (the server's, never edited). */
function sent(record: Patient): Omit<Patient, 'archivedAt'> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'archivedAt')) as Omit<
    Patient,
    'archivedAt'
  >;
}

describe('patient record ↔ form values', () => {
  it('shows the record as texts: null as empty, the age as digits', () => {
    expect(patientFormValues(empty)).toEqual({
      patientName: '赵患者',
      portrait: '',
      phone: '',
      age: '',
      sex: '',
      job: '',
      hobby: '',
      handedness: '',
      edu: '',
      identityCard: '',
      address: '',
    });
    expect(patientFormValues(full)).toMatchObject({ age: '68', edu: '高中(含中专)' });
  });

  it('saves an unchanged form as exactly the record it came from (the whole record)', () => {
    expect(patientFormSchema(full).parse(patientFormValues(full))).toEqual(sent(full));
    expect(patientFormSchema(empty).parse(patientFormValues(empty))).toEqual(sent(empty));
  });

  it('upper-cases a lower-case x in the ID card, as the server stores it', () => {
    const saved = patientFormSchema(full).parse({
      ...patientFormValues(full),
      identityCard: ' 11010519491231002x ',
      hobby: '',
    });
    expect(saved.identityCard).toBe('11010519491231002X');
    expect(saved.hobby).toBeNull();
  });
});

describe("patient form rules are the contract's patientUpdate", () => {
  it.each([
    ['patientName', '', '请输入姓名'],
    ['phone', '138-0013-8000', '请输入正确的11位手机号码'],
    ['age', '一百', '年龄必须是数字'],
    ['age', '151', '年龄不能大于150'],
    ['identityCard', '110105194912310021', '请输入正确的18位身份证号码'],
    ['identityCard', '11010519491231002', '请输入正确的18位身份证号码'],
    ['job', '职'.repeat(51), '职业不能超过50个字符'],
    ['hobby', '爱'.repeat(501), '内容不能超过500个字符'],
    ['address', '址'.repeat(501), '内容不能超过500个字符'],
    ['handedness', '双手', '利手只能是左手、右手或无'],
    ['edu', '幼儿园', '请选择正确的学历'],
    ['sex', 'M', '性别只能是男或女'],
    ['portrait', 'data:image/jpeg;base64,AAAA', '图片地址无效'],
  ] as const)('%s = %j → %s', (field, text, message) => {
    expect(messageFor(field, text)).toBe(message);
  });
});

describe('a record another person sees masked (患者管理)', () => {
  const masked: Patient = { ...full, phone: '137****7000', identityCard: '110***********002X' };

  it('leaves out the numbers still masked as sent, so the stored ones stay', () => {
    const saved = patientFormSchema(masked).parse({ ...patientFormValues(masked), hobby: '太极' });
    expect(saved.phone).toBeUndefined();
    expect(saved.identityCard).toBeUndefined();
    expect(saved.hobby).toBe('太极');
  });

  it('sends a number typed over the mask, and a cleared one as null', () => {
    const saved = patientFormSchema(masked).parse({
      ...patientFormValues(masked),
      phone: '13912345678',
      identityCard: '',
    });
    expect(saved.phone).toBe('13912345678');
    expect(saved.identityCard).toBeNull();
  });

  it('refuses a mask edited into another mask (the contract’s phone rule)', () => {
    const result = patientFormSchema(masked).safeParse({
      ...patientFormValues(masked),
      phone: '139****7000',
    });
    expect(result.success).toBe(false);
  });
});

describe('the create form (患者管理 新增)', () => {
  it('makes a patientCreate body with the new account', () => {
    const body = patientCreateFormSchema().parse({
      ...emptyPatientCreateValues,
      username: ' hjn_01 ',
      password: 'Patient#2026',
      patientName: '郝佳宁',
      age: '66',
    });
    expect(body).toMatchObject({
      account: { username: 'hjn_01', password: 'Patient#2026' },
      patientName: '郝佳宁',
      age: 66,
      phone: null,
    });
    expect(body.userId).toBeUndefined();
  });

  it('checks the account with the contract’s rules', () => {
    const result = patientCreateFormSchema().safeParse({
      ...emptyPatientCreateValues,
      username: 'a',
      password: 'short',
      patientName: '郝佳宁',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['account.username', '用户名至少3个字符']);
    expect(messages).toContainEqual(['account.password', '密码至少8个字符']);
  });
});
