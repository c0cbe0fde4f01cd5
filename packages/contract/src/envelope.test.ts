import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBody, apiResponse, apiSuccess } from './envelope';

describe('envelope', () => {
  const ok = apiSuccess(z.object({ n: z.number() }));

  it('accepts a success envelope and keeps data typed', () => {
    const parsed = ok.parse({ code: 200, message: 'ok', data: { n: 1 }, success: true });
    expect(parsed.data.n).toBe(1);
  });

  it('rejects a success envelope whose data does not match', () => {
    expect(
      ok.safeParse({ code: 200, message: 'ok', data: { n: 'x' }, success: true }).success,
    ).toBe(false);
    expect(ok.safeParse({ code: 201, message: 'ok', data: { n: 1 }, success: true }).success).toBe(
      false,
    );
  });

  it('accepts an error body only with data null and success false', () => {
    expect(
      apiErrorBody.parse({ code: 40401, message: '接口不存在', data: null, success: false }).code,
    ).toBe(40401);
    expect(
      apiErrorBody.safeParse({ code: 40401, message: 'x', data: {}, success: false }).success,
    ).toBe(false);
    expect(
      apiErrorBody.safeParse({ code: 40401, message: 'x', data: null, success: true }).success,
    ).toBe(false);
  });

  it('apiResponse tells the two apart by success', () => {
    const schema = apiResponse(z.string());
    const a = schema.parse({ code: 200, message: 'ok', data: 'hi', success: true });
    const b = schema.parse({ code: 50000, message: '服务器内部错误', data: null, success: false });
    expect(a.success && a.data).toBe('hi');
    expect(b.success).toBe(false);
  });
});
