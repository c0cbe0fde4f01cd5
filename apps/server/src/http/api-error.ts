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

/** Parses request input; a mismatch is the client's fault → 40001 naming the first bad field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(40001, `${errorCodes[40001].message}：${where}${issue?.message ?? ''}`);
}
