import { ErrorCode, sessionEndedCodes, tokenErrorCodes } from '@cep/contract';
import { expect, it } from 'vitest';
import {
  ERROR_TOAST_MS,
  REFRESH_THRESHOLD_MS,
  RELOGIN_CODES,
  RELOGIN_MESSAGE,
  REQUEST_TIMEOUT_MS,
  SESSION_ENDED_CODES,
  SECOND_FACTOR_PENDING_CODE,
  STALE_REVISION_CODE,
  STEP_UP_CODE,
} from './constants';
import { reloginDialogMessages } from './messages';

it('re-login codes are the contract’s token codes (50008, 50012, 50014)', () => {
  expect([...RELOGIN_CODES].sort()).toEqual([...tokenErrorCodes].sort());
  expect(RELOGIN_CODES).toEqual([
    ErrorCode.ILLEGAL_TOKEN,
    ErrorCode.SIGNED_IN_ELSEWHERE,
    ErrorCode.TOKEN_EXPIRED,
  ]);
});

it('ended-session codes are the contract’s (40140, 40141)', () => {
  expect([...SESSION_ENDED_CODES]).toEqual([...sessionEndedCodes]);
});

it('has the constants of spec §9 and the verbatim re-login text of spec §4/§5', () => {
  expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  expect(ERROR_TOAST_MS).toBe(5000);
  expect(REFRESH_THRESHOLD_MS).toBe(600_000);
  expect(RELOGIN_MESSAGE).toBe('用户登录信息过期，请重新登录！');
  expect(reloginDialogMessages['zh-CN']).toEqual({
    title: '系统提示',
    message: RELOGIN_MESSAGE,
    confirm: '确定',
    cancel: '取消',
  });
});

it('the stale-revision code is the contract’s (40902)', () => {
  expect(STALE_REVISION_CODE).toBe(ErrorCode.STALE_REVISION);
});

it('the second-factor codes are the contract’s (40330, 40331)', () => {
  expect(SECOND_FACTOR_PENDING_CODE).toBe(ErrorCode.SECOND_FACTOR_PENDING);
  expect(STEP_UP_CODE).toBe(ErrorCode.STEP_UP_REQUIRED);
});
