import { loginForm, loginResult, passwordCheck, tokenBody, userInfo } from '../domain/auth';
import { logoutResult } from '../domain/oidc';
import { routeTree } from '../domain/route';
import { call, nothing } from './call-def';

/** Session (spec §7) */
export const sessionCalls = {
  login: call({
    method: 'POST',
    path: '/api/users/login',
    summary: '登录（表单提交用户名和密码），返回令牌和过期时间',
    access: 'public',
    encoding: 'form',
    body: loginForm,
    response: loginResult,
  }),
  getInfo: call({
    method: 'GET',
    path: '/api/sysUser/getInfo',
    summary: '当前用户信息：姓名、头像、角色和权限码',
    access: 'signedIn',
    response: userInfo,
  }),
  logout: call({
    method: 'POST',
    path: '/api/sysUser/logout',
    summary: '退出登录，令牌作废；统一身份认证登录的会话另返回身份提供方的退出地址',
    access: 'signedIn',
    beforeSecondFactor: true,
    body: tokenBody,
    response: logoutResult,
  }),
  getMenuList: call({
    method: 'GET',
    path: '/api/sysUser/getMenuList',
    summary: '当前用户可见的菜单路由树',
    access: 'signedIn',
    response: routeTree,
  }),
  refreshToken: call({
    method: 'POST',
    path: '/api/sysUser/refreshToken',
    summary: '换发新令牌；旧令牌在30秒宽限期后失效',
    access: 'signedIn',
    body: tokenBody,
    response: loginResult,
  }),
  verifyPassword: call({
    method: 'POST',
    path: '/api/sysUser/verifyPassword',
    summary: '核对当前用户的密码（空闲锁屏后解锁）；与登录共用失败次数限制',
    access: 'signedIn',
    body: passwordCheck,
    response: nothing,
  }),
} as const;
