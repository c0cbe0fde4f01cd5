import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  errorCodes,
  isApiCode,
  sessionEndedCodes,
  tokenErrorCodes,
} from './error-codes';

describe('error codes', () => {
  const rows = Object.entries(errorCodes).map(([code, row]) => ({ code: Number(code), ...row }));

  it('has the agreed table', () => {
    expect(rows.map((r) => [r.code, r.httpStatus])).toEqual([
      [200, 200],
      [40001, 400],
      [40101, 401],
      [40110, 401],
      [40111, 401],
      [40112, 401],
      [40113, 401],
      [40130, 401],
      [40140, 401],
      [40141, 401],
      [40301, 403],
      [40302, 403],
      [40303, 403],
      [40330, 403],
      [40331, 403],
      [40332, 403],
      [40333, 403],
      [40334, 403],
      [40340, 403],
      [40350, 403],
      [40360, 403],
      [40361, 403],
      [40362, 403],
      [40370, 403],
      [40401, 404],
      [40410, 404],
      [40601, 406],
      [40901, 409],
      [40902, 409],
      [40910, 409],
      [40911, 409],
      [40912, 409],
      [40920, 409],
      [40921, 409],
      [40930, 409],
      [40931, 409],
      [40940, 409],
      [40941, 409],
      [40950, 409],
      [40951, 409],
      [41301, 413],
      [41501, 415],
      [42901, 429],
      [42902, 429],
      [42910, 429],
      [50000, 500],
      [50008, 401],
      [50012, 401],
      [50014, 401],
      [50301, 503],
      [50302, 503],
      [50303, 503],
      [50304, 503],
      [50310, 503],
      [50320, 503],
      [50330, 503],
    ]);
  });

  it('4xxxx codes start with their HTTP status; token codes answer 401', () => {
    for (const r of rows.filter((r) => r.code >= 40000 && r.code < 50000)) {
      expect(Math.floor(r.code / 100)).toBe(r.httpStatus);
    }
    for (const code of [...tokenErrorCodes, ...sessionEndedCodes]) {
      expect(errorCodes[code].httpStatus).toBe(401);
    }
  });

  it('every failure has a Chinese default message', () => {
    for (const r of rows.filter((r) => r.code !== 200))
      expect(r.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names map onto existing codes', () => {
    for (const code of Object.values(ErrorCode)) expect(isApiCode(code)).toBe(true);
    expect(new Set(Object.values(ErrorCode)).size).toBe(rows.length);
    expect(isApiCode(12345)).toBe(false);
  });
});
