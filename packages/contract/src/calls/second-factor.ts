import {
  identityCheck,
  recoveryCodes,
  secondFactorCheck,
  secondFactorStatus,
  signInPolicy,
  signInPolicySave,
  totpCodeBody,
  totpEnrolment,
} from '../domain/second-factor';
import { call, nothing } from './call-def';

/**
 * The second factor, step-up and the sign-in policy (issue 30). The rows marked
 * `beforeSecondFactor` are the only ones a session still waiting for its code may call.
 */
export const secondFactorCalls = {
  getSecondFactor: call({
    method: 'GET',
    path: '/api/sysUser/secondFactor',
    summary: '本人的两步验证状态：是否已绑定、角色是否要求、本次会话是否待验证',
    access: 'signedIn',
    beforeSecondFactor: true,
    response: secondFactorStatus,
  }),
  startTotpEnrolment: call({
    method: 'POST',
    path: '/api/sysUser/secondFactor/enrol',
    summary: '开始绑定身份验证器：生成新密钥和二维码（确认前不生效）',
    access: 'signedIn',
    beforeSecondFactor: true,
    response: totpEnrolment,
  }),
  confirmTotpEnrolment: call({
    method: 'POST',
    path: '/api/sysUser/secondFactor/enrol/confirm',
    summary: '用验证码确认绑定；返回10个恢复码（只显示这一次）',
    access: 'signedIn',
    beforeSecondFactor: true,
    body: totpCodeBody,
    response: recoveryCodes,
  }),
  verifySecondFactor: call({
    method: 'POST',
    path: '/api/sysUser/secondFactor/verify',
    summary: '登录的第二步：验证码或恢复码；与登录共用失败次数限制',
    access: 'signedIn',
    beforeSecondFactor: true,
    body: secondFactorCheck,
    response: nothing,
  }),
  disableTotp: call({
    method: 'POST',
    path: '/api/sysUser/secondFactor/disable',
    summary: '关闭两步验证（需验证码；角色要求时不能关闭）',
    access: 'signedIn',
    body: totpCodeBody,
    response: nothing,
  }),
  confirmIdentity: call({
    method: 'POST',
    path: '/api/sysUser/confirmIdentity',
    summary: '验证身份（密码或验证码），之后几分钟内可查看完整号码、导出、修改角色',
    access: 'signedIn',
    body: identityCheck,
    response: nothing,
  }),
  getSignInPolicy: call({
    method: 'GET',
    path: '/api/settings/signInPolicy',
    summary: '登录安全策略：每个角色允许的登录方式、是否要求两步验证（管理员）',
    access: 'settings:update',
    response: signInPolicy,
  }),
  saveSignInPolicy: call({
    method: 'PUT',
    path: '/api/settings/signInPolicy',
    summary: '修改登录安全策略（管理员；记入审计）',
    access: 'settings:update',
    body: signInPolicySave,
    response: signInPolicy,
  }),
} as const;
