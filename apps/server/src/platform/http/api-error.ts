import { errorCodes, type ApiCode } from '@cep/contract';
import type { z } from 'zod';

/**
 * The one error type handlers throw on purpose. It carries a code of the
 * contract's table; the HTTP status comes from that table, and the message
 * (the table's Chinese default unless given) is shown to the user as is —
 * so never put internal details in it.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly httpStatus: number;

  constructor(
    readonly code: Exclude<ApiCode, 200>,
    message: string = errorCodes[code].message,
  ) {
    super(message);
    this.httpStatus = errorCodes[code].httpStatus;
  }
}

/**
 * Parses request input; a mismatch is the client's fault → 40001 whose message names every bad
 * field once (`参数校验失败：phone 请输入正确的11位手机号码；age 年龄不能大于150`).
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field =
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.join('、')}`
        : issue.path.length > 0
          ? issue.path.join('.')
          : '';
    const message = issue.code === 'unrecognized_keys' ? '不允许的字段' : issue.message;
    if (!byField.has(field)) byField.set(field, message);
  }
  const parts = [...byField].map(([field, message]) => (field ? `${field} ${message}` : message));
  throw new ApiError(40001, `${errorCodes[40001].message}：${parts.join('；')}`);
}
