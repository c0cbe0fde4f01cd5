import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { doctorJob, education, handedness, roleKey, sex, userAuth } from './enums';
import {
  age,
  freeText,
  hasValidIdCheckDigit,
  id,
  identityCard,
  idText,
  imageUrl,
  text,
  newPassword,
  personName,
  phone,
  username,
} from './fields';
import { auditListQuery, maxEpochMs } from './audit';
import { filterText, pageQuery } from './page';

/** The first message of a refused value (what the form shows next to the field). */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/*
 * GB 11643 check digit, computed independently of the implementation so the test can disagree
 * with it: weights 2^(17-i) mod 11, then (12 - sum mod 11) mod 11, 10 written as X.
 */
function checkDigitOf(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}

describe('phone', () => {
  it.each(['13800138000', '19912345678', '15011112222', ' 17600001111 '])('accepts %s', (value) => {
    expect(phone.parse(value)).toBe(value.trim());
  });

  it.each([
    ['10 digits', '1380013800'],
    ['12 digits', '138001380001'],
    ['second digit 2', '12800138000'],
    ['second digit 0', '10800138000'],
    ['a landline', '02112345678'],
    ['a country code', '+8613800138000'],
    ['dashes', '138-0013-8000'],
    ['full-width digits', '１３８００１３８０００'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(messageOf(phone, value)).toBe('请输入正确的11位手机号码');
  });

  it('refuses a number (JSON numbers lose leading zeros and are not phone numbers)', () => {
    expect(phone.safeParse(13800138000).success).toBe(false);
  });
});

describe('identityCard', () => {
  // Real-format numbers: region code, birth date, sequence, computed check digit.
  const valid = [
    '11010519491231002X', // the standard's own example (Beijing, 1949-12-31, female)
    '440304199001010011', // Shenzhen, 1990-01-01
    '310115198512051231', // Shanghai Pudong, 1985-12-05
    '320502200002294219', // Suzhou, 2000-02-29
  ];

  it('agrees with an independent computation of the check digit', () => {
    for (const value of valid) expect(checkDigitOf(value.slice(0, 17))).toBe(value[17]);
  });

  it.each(valid)('accepts %s', (value) => {
    expect(hasValidIdCheckDigit(value)).toBe(true);
    expect(identityCard.parse(value)).toBe(value);
  });

  it('accepts a lower-case x and answers it upper-case, trimmed', () => {
    expect(identityCard.parse(' 11010519491231002x ')).toBe('11010519491231002X');
  });

  it.each([
    ['a wrong check digit', '110105194912310021'],
    ['X where a digit belongs', '44030419900101001X'],
    ['a digit where X belongs', '110105194912310020'],
    ['17 characters', '11010519491231002'],
    ['19 characters', '11010519491231002X1'],
    ['the 15-digit first generation', '110105491231002'],
    ['a letter inside', '1101051949123100AX'],
    ['spaces inside', '110105 19491231002X'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(messageOf(identityCard, value)).toBe('请输入正确的18位身份证号码');
  });

  it('changing any one digit breaks the check', () => {
    const base = '310115198512051231';
    for (let i = 0; i < 17; i++) {
      const digit = (Number(base[i]) + 1) % 10;
      const changed = `${base.slice(0, i)}${digit}${base.slice(i + 1)}`;
      expect(hasValidIdCheckDigit(changed), changed).toBe(false);
    }
  });
});

describe('age', () => {
  it.each([0, 1, 68, 150])('accepts %s', (value) => {
    expect(age.parse(value)).toBe(value);
  });

  it.each([
    [-1, '年龄不能小于0'],
    [151, '年龄不能大于150'],
    [30.5, '年龄必须是整数'],
    ['30', '年龄必须是数字'],
    [Number.NaN, '年龄必须是数字'],
    [null, '年龄必须是数字'],
  ])('refuses %s', (value, message) => {
    expect(messageOf(age, value)).toBe(message);
  });
});

describe('personName', () => {
  it('trims and accepts 1 to 50 characters, counted as characters not bytes', () => {
    expect(personName.parse('  李患者 ')).toBe('李患者');
    expect(personName.parse('名'.repeat(50))).toBe('名'.repeat(50));
    expect(personName.parse('A')).toBe('A');
  });

  it('refuses blank, too long and non-text names', () => {
    expect(messageOf(personName, '')).toBe('请输入姓名');
    expect(messageOf(personName, '   ')).toBe('请输入姓名');
    expect(messageOf(personName, '名'.repeat(51))).toBe('姓名不能超过50个字符');
    expect(messageOf(personName, 42)).toBe('请输入姓名');
    expect(messageOf(personName, undefined)).toBe('请输入姓名');
  });

  it('keeps text that looks like markup or SQL (the console escapes on display)', () => {
    expect(personName.parse('<b>王</b>')).toBe('<b>王</b>');
    expect(personName.parse("O'Brien")).toBe("O'Brien");
  });
});

describe('freeText', () => {
  it('accepts up to 500 characters, empty included', () => {
    expect(freeText.parse('')).toBe('');
    expect(freeText.parse('字'.repeat(500))).toBe('字'.repeat(500));
    expect(freeText.parse(`  ${'字'.repeat(500)}  `)).toBe('字'.repeat(500));
  });

  it('refuses 501 characters', () => {
    expect(messageOf(freeText, '字'.repeat(501))).toBe('内容不能超过500个字符');
  });
});

describe('username and newPassword', () => {
  it.each(['abc', 'doctor.li', 'p_01', 'A-b', 'x'.repeat(32)])(
    'accepts the username %s',
    (value) => {
      expect(username.parse(value)).toBe(value);
    },
  );

  it.each(['ab', 'x'.repeat(33), 'has space', '李医生', "a'; --", '<a>'])(
    'refuses the username %s',
    (value) => {
      expect(username.safeParse(value).success).toBe(false);
    },
  );

  it('asks for 8 to 64 characters with a letter and a digit', () => {
    expect(newPassword.parse('Secret123')).toBe('Secret123');
    expect(messageOf(newPassword, 'Secr3t')).toBe('密码至少8个字符');
    expect(messageOf(newPassword, 'abcdefgh')).toBe('密码必须包含数字');
    expect(messageOf(newPassword, '12345678')).toBe('密码必须包含字母');
    expect(messageOf(newPassword, `a1${'x'.repeat(63)}`)).toBe('密码不能超过64个字符');
  });

  it('takes the password as typed (no trimming)', () => {
    expect(newPassword.parse(' Secret123 ')).toBe(' Secret123 ');
  });
});

describe('imageUrl', () => {
  it.each([
    '',
    '/api/oss/file/0b7c6c8e-1d2f-4a5b-8c9d-0e1f2a3b4c5d',
    'https://cdn.example.org/a.png',
  ])('accepts %s', (value) => {
    expect(imageUrl.parse(value)).toBe(value);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/a.png',
    '../etc/passwd',
  ])('refuses %s', (value) => {
    expect(messageOf(imageUrl, value)).toBe('图片地址无效');
  });
});

describe('id', () => {
  it('takes positive integers as JSON numbers only', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  // What JSON.parse hands over for {"id": true}, {"id": "0x1"}… — none of it is an id.
  it.each([0, -1, 1.5, 'abc', '', '42', '0x1', '1e0', true, [30], null, 2_147_483_648])(
    'refuses %j',
    (value) => {
      expect(id.safeParse(value).success).toBe(false);
    },
  );
});

describe('idText (query and path)', () => {
  it('turns plain decimal digits into the id', () => {
    expect(idText.parse('42')).toBe(42);
    expect(idText.parse('007')).toBe(7);
    expect(idText.parse(3)).toBe(3);
  });

  it.each(['0x1', '1e0', ' 1', '1 ', '-1', '+1', '1.0', '', 'Infinity', ['30'], true, '0'])(
    'refuses %j',
    (value) => {
      expect(idText.safeParse(value).success).toBe(false);
    },
  );

  it('says why in Chinese', () => {
    expect(messageOf(idText, '0x1')).toBe('ID必须是数字');
    expect(messageOf(idText, '99999999999')).toBe('ID过大');
  });
});

describe('text', () => {
  it.each(['a\u0000b', '\u0000', 'x\ud800', '\udc00y', 'a\udc00\ud800b'])(
    'refuses what PostgreSQL cannot store as sent: %j',
    (value) => {
      expect(messageOf(text(), value)).toBe('不能包含空字符或无效字符');
    },
  );

  it.each(['', '张三', '😀 emoji (a surrogate pair)', '\u200b\ufeff', 'Ω≈ç√'])(
    'accepts %j',
    (value) => {
      expect(text().parse(value)).toBe(value);
    },
  );

  it('guards every saved field and filter', () => {
    for (const schema of [personName, freeText, username, imageUrl, filterText]) {
      expect(schema.safeParse('ab\u0000cd').success).toBe(false);
    }
    expect(newPassword.safeParse('Passw0rd\u0000').success).toBe(false);
  });
});

describe('enums', () => {
  it.each([
    ['sex', sex, ['男', '女'], ['男性', 'M', '']],
    ['doctorJob', doctorJob, ['医生', '康复师', '训练师', '护士'], ['院长', 'doctor']],
    ['handedness', handedness, ['左手', '右手', '无'], ['双手', 'left']],
    [
      'education',
      education,
      [
        '未上过学',
        '小学',
        '初中',
        '高中(含中专)',
        '大学专科',
        '大学本科',
        '硕士研究生',
        '博士研究生',
      ],
      ['大学', '高中（含中专）', '博士'],
    ],
    ['userAuth', userAuth, ['0', '1', '2'], ['3', 0, 'admin']],
    ['roleKey', roleKey, ['admin', 'doctor', 'patient'], ['root', 'Admin']],
  ] as const)('%s holds exactly its values', (_, schema, values, wrong) => {
    expect(schema.options).toEqual(values);
    for (const value of values) expect(schema.parse(value)).toBe(value);
    for (const value of wrong) {
      const message = messageOf(schema, value);
      expect(message, String(value)).toBeDefined();
      // A message a person can read, in Chinese, not zod's English default.
      expect(message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('paging and filters', () => {
  it('defaults to page 1 of 10 and caps the page size at 100', () => {
    expect(pageQuery.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(pageQuery.parse({ pageNum: '3', pageSize: '100' })).toEqual({
      pageNum: 3,
      pageSize: 100,
    });
    expect(messageOf(pageQuery, { pageSize: '101' })).toBe('每页最多100条');
    expect(messageOf(pageQuery, { pageNum: '0' })).toBe('页码从1开始');
    expect(messageOf(pageQuery, { pageNum: '1e3' })).toBe('页码必须是数字');
    expect(messageOf(pageQuery, { pageSize: ['5', '6'] })).toBe('每页条数必须是数字');
  });

  it('treats a blank filter as none and caps it at 50 characters', () => {
    expect(filterText.parse('  ')).toBeUndefined();
    expect(filterText.parse(' 李 ')).toBe('李');
    expect(filterText.safeParse('x'.repeat(51)).success).toBe(false);
  });
});

describe('audit time filters', () => {
  it('take epoch milliseconds up to the end of year 9999, and refuse the rest with a message', () => {
    expect(auditListQuery.parse({ from: '0', to: String(maxEpochMs) })).toMatchObject({
      from: 0,
      to: maxEpochMs,
    });
    expect(messageOf(auditListQuery, { to: String(maxEpochMs + 1) })).toBe('时间超出范围');
    expect(messageOf(auditListQuery, { from: '9007199254740991' })).toBe('时间超出范围');
    expect(messageOf(auditListQuery, { to: '8640000000000000' })).toBe('时间超出范围');
    expect(messageOf(auditListQuery, { from: '99999999999999999999' })).toBe(
      '时间必须是毫秒时间戳',
    );
    expect(messageOf(auditListQuery, { from: '-1' })).toBe('时间必须是毫秒时间戳');
  });
});
