import { z } from 'zod';

/*
 * Field rules shared by the server (which decides) and the console's forms (which explain early).
 * Messages are the Chinese text a clinician reads next to the field.
 */

/**
 * Characters no text column can hold: NUL (PostgreSQL refuses it in `text`, which turned a saved
 * field or a search filter holding one into a 50000) and a UTF-16 half without its pair (it would
 * be stored as U+FFFD, not as sent).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` can be stored and read back exactly as sent. */
export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

/**
 * Every string the API accepts starts here: a string without NUL or unpaired surrogates. `error`
 * is the message for a value that is not a string at all.
 */
export function text(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine(isStorableText, '不能包含空字符或无效字符');
}

/** Mainland mobile number: 11 digits starting 13–19. */
export const phone = text()
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确的11位手机号码');

const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckDigits = '10X98765432';

/** True when an 18-character resident ID's last character is its GB 11643 check digit. */
export function hasValidIdCheckDigit(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const sum = idWeights.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return idCheckDigits[sum % 11] === id[17];
}

/** 18-character resident identity card number with a valid check digit (lower-case x accepted). */
export const identityCard = text()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(hasValidIdCheckDigit, '请输入正确的18位身份证号码');

/** Age in whole years. */
export const age = z
  .number({ error: '年龄必须是数字' })
  .int('年龄必须是整数')
  .min(0, '年龄不能小于0')
  .max(150, '年龄不能大于150');

/** A person's name: 1–50 characters after trimming. */
export const personName = text('请输入姓名')
  .trim()
  .min(1, '请输入姓名')
  .max(50, '姓名不能超过50个字符');

/** Free text (descriptions, hobbies, addresses): at most 500 characters. */
export const freeText = text().trim().max(500, '内容不能超过500个字符');

/** Login name: 3–32 letters, digits, `_`, `.` or `-`. */
export const username = text('请输入用户名')
  .trim()
  .min(3, '用户名至少3个字符')
  .max(32, '用户名不能超过32个字符')
  .regex(/^[A-Za-z0-9_.-]+$/, '用户名只能包含字母、数字、下划线、点和短横线');

/** A new password: 8–64 characters with at least one letter and one digit. */
export const newPassword = text('请输入密码')
  .min(8, '密码至少8个字符')
  .max(64, '密码不能超过64个字符')
  .regex(/[A-Za-z]/, '密码必须包含字母')
  .regex(/\d/, '密码必须包含数字');

/** A URL the server handed out for an upload (`/api/oss/file/…`) or an absolute http(s) URL. */
export const imageUrl = text()
  .trim()
  .max(500, '地址不能超过500个字符')
  .refine(
    (value) => value === '' || value.startsWith('/api/oss/file/') || /^https?:\/\//.test(value),
    '图片地址无效',
  );

/** Positive integer id, as a JSON body sends it: a number, never `true`, `"0x1"`, `"1e0"` or `[30]`. */
export const id = z
  .number({ error: 'ID必须是数字' })
  .int('ID必须是整数')
  .positive('ID必须是正整数')
  .max(2_147_483_647, 'ID过大');

/**
 * The revision of a record an edit was based on (issue 28): every write of the record raises it
 * by one, and an update sent with an older one is refused with 40902 instead of silently replacing
 * what someone else saved meanwhile. Reads carry it; every update call requires it.
 */
export const revision = z
  .number({ error: '请提供revision（所依据的版本）' })
  .int('revision必须是整数')
  .min(0, 'revision不能小于0')
  .max(2_147_483_647, 'revision过大');

/** The revision a stored record is at, as reads return it. */
export const storedRevision = z.number().int().min(0);

/**
 * A query or path value for a number rule: HTTP sends text there, so plain decimal digits (at most
 * 16, the safe-integer range) become the number; anything else (`0x1`, `1e0`, ` 1`, `-1`, a
 * repeated parameter's array) stays as sent and the number rule refuses it. Only query and path
 * schemas use this: JSON bodies carry real numbers.
 */
export function fromQueryText<T extends z.ZodType<number, unknown>>(rule: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value),
    rule,
  );
}

/** Positive integer id in a query or path (`?id=12`, `/doctor/12`). */
export const idText = fromQueryText(id);

/** A calendar day, `YYYY-MM-DD` (a real date). */
export const isoDate = text('请输入日期')
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, '不是有效的日期');

/** A moment as the browser measured it: epoch milliseconds, 2000-01-01 .. 2100-01-01. */
export const epochMs = z
  .number({ error: '时间必须是毫秒时间戳' })
  .int('时间必须是整数毫秒')
  .min(946_684_800_000, '时间早于2000年')
  .max(4_102_444_800_000, '时间晚于2100年');

/** An id the browser made (`crypto.randomUUID()`), so a result sent twice is stored once. */
export const clientId = text('请提供客户端ID').regex(
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  '客户端ID必须是UUID',
);
