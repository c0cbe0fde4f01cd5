import { z } from 'zod';

/**
 * Every answer of the API is wrapped in one envelope, success or not, so a
 * client can always read `success` first and then either `data` or `message`.
 * HTTP status codes still follow the error (see `errorCodes`), the `code` field
 * is the finer business code the console shows and tests assert on.
 */

/** Schema of a successful answer carrying `data` validated by `dataSchema`. */
export function apiSuccess<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    code: z.literal(200),
    message: z.string(),
    data: dataSchema,
    success: z.literal(true),
  });
}

/**
 * Schema of every failed answer: the code says what went wrong, there is never data. `requestId`
 * is the id the server logged the request under (also its `X-Request-Id` header), so a user can
 * quote it to support; optional because a proxy or an older server may answer without it.
 */
export const apiErrorBody = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  success: z.literal(false),
  requestId: z.string().optional(),
});

/** Either envelope, told apart by `success` — what a client receives for a call. */
export function apiResponse<T extends z.ZodType>(dataSchema: T) {
  return z.discriminatedUnion('success', [apiSuccess(dataSchema), apiErrorBody]);
}

export type ApiSuccess<T> = { code: 200; message: string; data: T; success: true };
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
export type ApiResponse<T> = ApiSuccess<T> | ApiErrorBody;
