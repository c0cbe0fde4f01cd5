import type { Doctor } from '@cep/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import {
  doctorCreateFormSchema,
  doctorFormSchema,
  doctorFormValues,
  type DoctorFormValues,
} from './doctor-form';

const full: Doctor = {
  id: 7,
  revision: 2,
  archivedAt: null,
  userId: 2,
  doctorName: '张医生',
  phone: '13800138000',
  avatar: '/api/oss/file/0b6a8d3e-2c1f-4f6e-9a51-3d2b7c9e1f00',
  age: 45,
  sex: '男',
  job: '康复师',
  occupationalNumber: 'ZY-2020-0042',
  workingSeniority: 20,
  doctorDescribe: '擅长脑卒中后认知康复',
};

const empty: Doctor = {
  id: 8,
  revision: 2,
  archivedAt: null,
  userId: 3,
  doctorName: '王医生',
  phone: null,
  avatar: null,
  age: null,
  sex: null,
  job: null,
  occupationalNumber: null,
  workingSeniority: null,
  doctorDescribe: null,
};

/** The contract message the schema gives for one field set to `text`, or `undefined`. */
function messageFor(field: keyof DoctorFormValues, text: string): string | undefined {
  const result = doctorFormSchema(full).safeParse({ ...doctorFormValues(full), [field]: text });
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** What the form sends of a record: every field but `archivedAt` (the server's, never edited). */
function sent(record: Doctor): Omit<Doctor, 'archivedAt'> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'archivedAt')) as Omit<
    Doctor,
    'archivedAt'
  >;
}

describe('doctor record ↔ form values', () => {
  it('shows the record as texts: null as empty, numbers as digits', () => {
    expect(doctorFormValues(empty)).toEqual({
      doctorName: '王医生',
      avatar: '',
      phone: '',
      age: '',
      sex: '',
      job: '',
      occupationalNumber: '',
      workingSeniority: '',
      doctorDescribe: '',
    });
    expect(doctorFormValues(full)).toMatchObject({ age: '45', workingSeniority: '20', sex: '男' });
  });

  it('saves an unchanged form as exactly the record it came from (the whole record)', () => {
    expect(doctorFormSchema(full).parse(doctorFormValues(full))).toEqual(sent(full));
    expect(doctorFormSchema(empty).parse(doctorFormValues(empty))).toEqual(sent(empty));
  });

  it('takes id and userId from the record, trims texts, blanks become null, numbers numbers', () => {
    const saved = doctorFormSchema(full).parse({
      ...doctorFormValues(full),
      doctorName: '  张三  ',
      phone: ' 13912345678 ',
      age: ' 30 ',
      workingSeniority: '',
      doctorDescribe: '   ',
      avatar: '',
    });
    expect(saved).toEqual({
      ...sent(full),
      doctorName: '张三',
      phone: '13912345678',
      age: 30,
      workingSeniority: null,
      doctorDescribe: null,
      avatar: null,
    });
  });
});

describe("doctor form rules are the contract's doctorUpdate", () => {
  it.each([
    ['doctorName', '', '请输入姓名'],
    ['doctorName', '   ', '请输入姓名'],
    ['doctorName', '名'.repeat(51), '姓名不能超过50个字符'],
    ['phone', '1380013800', '请输入正确的11位手机号码'],
    ['phone', '23800138000', '请输入正确的11位手机号码'],
    ['age', 'abc', '年龄必须是数字'],
    ['age', '12.5', '年龄必须是整数'],
    ['age', '-1', '年龄不能小于0'],
    ['age', '151', '年龄不能大于150'],
    ['sex', '未知', '性别只能是男或女'],
    ['job', '院长', '职业只能是医生、康复师、训练师或护士'],
    ['occupationalNumber', 'A'.repeat(31), '执业证书编号不能超过30个字符'],
    ['occupationalNumber', '证书 01', '执业证书编号只能包含字母、数字和短横线'],
    ['workingSeniority', 'x', '工龄必须是数字'],
    ['workingSeniority', '81', '工龄不能大于80'],
    ['doctorDescribe', '字'.repeat(501), '内容不能超过500个字符'],
    ['avatar', 'ftp://example.com/a.jpg', '图片地址无效'],
  ] as const)('%s = %j → %s', (field, text, message) => {
    expect(messageFor(field, text)).toBe(message);
  });

  it('accepts the edges: age 0 and 150, seniority 0 and 80, 50-character name, 500-character text', () => {
    for (const [field, text] of [
      ['age', '0'],
      ['age', '150'],
      ['workingSeniority', '0'],
      ['workingSeniority', '80'],
      ['doctorName', '名'.repeat(50)],
      ['doctorDescribe', '字'.repeat(500)],
      ['avatar', 'https://example.com/a.jpg'],
    ] as const) {
      expect(messageFor(field, text), `${field}=${text}`).toBeUndefined();
    }
  });

  it("reaches react-hook-form under the field's own name", async () => {
    const resolver = zodResolver(doctorFormSchema(full));
    const result = await resolver(
      { ...doctorFormValues(full), phone: '123', age: '200' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.values).toEqual({});
    expect(result.errors.phone?.message).toBe('请输入正确的11位手机号码');
    expect(result.errors.age?.message).toBe('年龄不能大于150');
    expect(Object.keys(result.errors).sort()).toEqual(['age', 'phone']);
  });
});

describe('医生管理: a masked phone, and a new record', () => {
  const masked: Doctor = { ...full, phone: '138****8000' };
  const options = { maskedPhone: masked.phone };

  it('leaves an untouched masked phone out of the body, so the server keeps the number', () => {
    const saved = doctorFormSchema(masked, options).parse({
      ...doctorFormValues(masked),
      workingSeniority: '21',
    });
    expect(saved.phone).toBeUndefined();
    expect(JSON.parse(JSON.stringify(saved))).not.toHaveProperty('phone');
    expect(saved.workingSeniority).toBe(21);
  });

  it('saves a phone typed over the mask, clears a blanked one, refuses a half-edited mask', () => {
    const values = doctorFormValues(masked);
    const schema = doctorFormSchema(masked, options);
    expect(schema.parse({ ...values, phone: '13912345678' }).phone).toBe('13912345678');
    expect(schema.parse({ ...values, phone: '' }).phone).toBeNull();
    const result = schema.safeParse({ ...values, phone: '138***8000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('请输入正确的11位手机号码');
  });

  it("makes addDoctor's body for the account, with the contract's doctorCreate rules", () => {
    const values = { ...doctorFormValues(empty), doctorName: ' 孙医生 ', age: '40', job: '护士' };
    expect(doctorCreateFormSchema(41).parse(values)).toEqual({
      userId: 41,
      doctorName: '孙医生',
      avatar: null,
      phone: null,
      age: 40,
      sex: null,
      job: '护士',
      occupationalNumber: null,
      workingSeniority: null,
      doctorDescribe: null,
    });
    const refused = doctorCreateFormSchema(41).safeParse({ ...values, doctorName: '' });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['doctorName', '请输入姓名'],
    ]);
  });
});
