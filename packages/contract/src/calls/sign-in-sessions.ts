import {
  sessionsEnded,
  signInSession,
  signInSessionRef,
  userSessionsEnd,
} from '../domain/sign-in-sessions';
import { call, nothing } from './call-def';
import { z } from 'zod';

/** 我的登录设备 and an admin's 结束全部登录 (issue 30). Each ending takes effect at once everywhere. */
export const signInSessionCalls = {
  listMySessions: call({
    method: 'GET',
    path: '/api/sysUser/sessions',
    summary: '我的登录设备：本人仍在登录的会话（浏览器、地址、登录时间、最近活动），当前设备标出',
    access: 'signedIn',
    response: z.array(signInSession),
  }),
  endMySession: call({
    method: 'POST',
    path: '/api/sysUser/sessions/end',
    summary: '结束本人的一个登录设备（不能是当前设备：请用退出登录）；该设备下次请求即被退出',
    access: 'signedIn',
    body: signInSessionRef,
    response: nothing,
  }),
  endMyOtherSessions: call({
    method: 'POST',
    path: '/api/sysUser/sessions/endOthers',
    summary: '结束本人除当前设备外的全部登录',
    access: 'signedIn',
    body: z.strictObject({}),
    response: sessionsEnded,
  }),
  endUserSessions: call({
    method: 'POST',
    path: '/api/users/endSessions',
    summary: '结束用户的全部登录（管理员）；其所有设备下次请求即被退出，实时连接立即断开',
    access: 'user:update',
    body: userSessionsEnd,
    response: sessionsEnded,
  }),
} as const;
