import type { CallBody, CallResponse } from '@cep/contract';
import type { Send } from './send';

/** Issue 30: the signed-in person's second factor, step-up, and the admin's sign-in policy. */
export interface SecondFactorCalls {
  /** `GET /api/sysUser/secondFactor`: enrolled, required by a role, this session pending. */
  getSecondFactor(): Promise<CallResponse<'getSecondFactor'>>;
  /** `POST /api/sysUser/secondFactor/enrol`: a new secret and its QR code (not active until confirmed). */
  startTotpEnrolment(): Promise<CallResponse<'startTotpEnrolment'>>;
  /** `POST …/enrol/confirm` `{code}`: binds the authenticator; the 10 recovery codes, shown once. */
  confirmTotpEnrolment(
    body: CallBody<'confirmTotpEnrolment'>,
  ): Promise<CallResponse<'confirmTotpEnrolment'>>;
  /** `POST /api/sysUser/secondFactor/verify` `{code}` or `{recoveryCode}`: sign-in's second step. */
  verifySecondFactor(body: CallBody<'verifySecondFactor'>): Promise<null>;
  /** `POST /api/sysUser/secondFactor/disable` `{code}` (refused 40333 when a role requires it). */
  disableTotp(body: CallBody<'disableTotp'>): Promise<null>;
  /** `POST /api/sysUser/confirmIdentity` `{password}` or `{code}`: step-up for sensitive calls. */
  confirmIdentity(body: CallBody<'confirmIdentity'>): Promise<null>;
  /** `GET /api/settings/signInPolicy` (admin). */
  getSignInPolicy(): Promise<CallResponse<'getSignInPolicy'>>;
  /** `PUT /api/settings/signInPolicy` (admin; audited). */
  saveSignInPolicy(body: CallBody<'saveSignInPolicy'>): Promise<CallResponse<'saveSignInPolicy'>>;
}

export function secondFactorCalls(send: Send): SecondFactorCalls {
  return {
    getSecondFactor: () => send('getSecondFactor'),
    startTotpEnrolment: () => send('startTotpEnrolment'),
    confirmTotpEnrolment: (body) => send('confirmTotpEnrolment', { data: body }),
    verifySecondFactor: (body) => send('verifySecondFactor', { data: body }),
    disableTotp: (body) => send('disableTotp', { data: body }),
    confirmIdentity: (body) => send('confirmIdentity', { data: body }),
    getSignInPolicy: () => send('getSignInPolicy'),
    saveSignInPolicy: (body) => send('saveSignInPolicy', { data: body }),
  };
}
