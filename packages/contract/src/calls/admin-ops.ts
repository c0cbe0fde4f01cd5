import { dashboardSummary } from '../domain/dashboard';
import { idleLockSettings } from '../domain/settings';
import { passwordReset, user, userStatusChange } from '../domain/user';
import { call } from './call-def';

/** 用户管理 operations (issue 12), the idle lock of shared terminals and the dashboard. */
export const adminOpCalls = {
  setUserStatus: call({
    method: 'POST',
    path: '/api/users/setStatus',
    summary: '启用或停用用户（停用后不能登录，其会话立即结束；不能停用自己或最后一个管理员）',
    access: 'user:update',
    body: userStatusChange,
    response: user,
  }),
  resetPassword: call({
    method: 'POST',
    path: '/api/users/resetPassword',
    summary: '重置用户密码（管理员设置新的初始密码，该用户的会话全部结束）',
    access: 'user:update',
    body: passwordReset,
    response: user,
  }),
  // Idle lock of shared terminals (issue 12): limits an admin sets, read by every signed-in user
  getIdleLockSettings: call({
    method: 'GET',
    path: '/api/settings/idleLock',
    summary: '锁屏设置：默认空闲锁屏时间及允许的最短、最长时间（分钟）',
    access: 'signedIn',
    response: idleLockSettings,
  }),
  saveIdleLockSettings: call({
    method: 'PUT',
    path: '/api/settings/idleLock',
    summary: '修改锁屏设置（管理员）',
    access: 'settings:update',
    body: idleLockSettings,
    response: idleLockSettings,
  }),
  // Dashboard (issue 12): one call answering by the caller's role
  getDashboardSummary: call({
    method: 'GET',
    path: '/api/dashboard/summary',
    summary: '首页数据：管理员看统计、登录趋势、最新审计与错误；医生看自己的患者；患者看自己的档案',
    access: 'signedIn',
    response: dashboardSummary,
  }),
} as const;
